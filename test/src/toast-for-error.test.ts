import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import {
  TOAST_MS,
  noticeToast,
  requestErrorToast,
  successNotice,
  successToast,
  toastForError,
} from '../../src/app/toasts/toast-for-error';

/** An axios-style error object: the spec reads response.data.errors[0]. */
const serverError = (message: string) => ({ response: { data: { errors: [message], successful: false, results: [] } } });

describe('toastForError (spec 01 §8 error catalogue)', () => {
  it('shows a string error as is for 15 s', () => {
    expect(toastForError('Something broke')).toEqual({ variant: 'danger', duration: 15_000, text: 'Something broke' });
  });

  it.each([
    // [server message, expected text (raw) or key]
    ['There already exists an account with the specified e-mail address.', { text: 'There already exists an account with the specified e-mail address.' }],
    ['No user with the specified e-mail address', { key: 'error.emailAddress' }],
    ['Invalid LeaseWiseDebtorNr 12', { key: 'error.leaseDebtorNumber' }],
    ['Category has a different CategoryNumber', { text: 'Category has a different CategoryNumber' }],
    ['LeaseWise is not reachable', { text: 'LeaseWise is not reachable' }],
    ['This is the only remaining contact', { text: 'This is the only remaining contact' }],
    ['Address is already in another email setting', { text: 'Address is already in another email setting' }],
    ['IsOrderEmailActive cannot be changed', { text: 'IsOrderEmailActive cannot be changed' }],
    ['Fuel codes can only be specified at max once', { key: 'error.fuelCodesOnce' }],
    ['Cannot delete file logo.png', { key: 'error.cannotDeleteFile' }],
    ['Cannot delete carArrangement because there are still MobilityProducts', { key: 'error.arrangementHasMobilityProducts' }],
    ['At least 1 admin must receive order emails', { key: 'error.orderEmailAdmin' }],
    ['Mantelnummer already exists for this client', { key: 'error.mantelNumberExists' }],
    ['This account already has a password; an invitation is only for an account that has not signed in yet.', { key: 'error.invitationNotPending' }],
  ])('maps "%s" for 20 s', (message, shown) => {
    expect(toastForError(serverError(message))).toEqual({ variant: 'danger', duration: 20_000, ...shown });
  });

  it('shows the generic error-occurred toast for 15 s for any other message', () => {
    expect(toastForError(serverError('Object reference not set'))).toEqual({ variant: 'danger', duration: 15_000, key: 'error.generic' });
    expect(toastForError(new Error('boom'))).toEqual({ variant: 'danger', duration: 15_000, key: 'error.generic' });
    expect(toastForError(undefined)).toEqual({ variant: 'danger', duration: 15_000, key: 'error.generic' });
    expect(toastForError('')).toEqual({ variant: 'danger', duration: 15_000, key: 'error.generic' });
  });

  it('reads the message where ofetch keeps it', () => {
    const error = new FetchError('[GET] "/api-admin/x": 400');
    Object.assign(error, { data: { errors: ['Mantelnummer already exists for this client'] } });
    expect(toastForError(error).key).toBe('error.mantelNumberExists');
  });

  it('shows the request-error toast for 7.5 s when no answer came', () => {
    const error = new FetchError('[GET] "/api-admin/x": <no response> Failed to fetch');
    expect(toastForError(error)).toEqual({ variant: 'danger', duration: 7_500, key: 'error.request' });
  });
});

describe('other toasts (spec 01 §8, §9)', () => {
  it('success toasts last 4 s and name the thing', () => {
    expect(successToast('created', 'Driver')).toEqual({ variant: 'success', duration: 4_000, key: 'success.created', values: { name: 'Driver' } });
    expect(successNotice('logoAdded').duration).toBe(4_000);
    expect(successNotice('faviconAdded').key).toBe('success.faviconAdded');
  });

  it('the request-error toast lasts 7.5 s, driver-created and mail-sent 8 s', () => {
    expect(requestErrorToast('deleted', 'FAQ')).toMatchObject({ duration: 7_500, key: 'requestError.deleted', values: { name: 'FAQ' } });
    expect(noticeToast('driverCreated').duration).toBe(8_000);
    expect(noticeToast('mailSent').duration).toBe(8_000);
    expect(TOAST_MS).toMatchObject({ stringError: 15_000, mapped: 20_000, generic: 15_000, requestError: 7_500, success: 4_000, notice: 8_000 });
  });
});
