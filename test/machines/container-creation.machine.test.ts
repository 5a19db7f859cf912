import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { containerCreationMachine } from '../../machines/container-creation.machine';
import { containerSample, serverRefusal } from '../../machines/model/samples';
import type { ContainerImage, MobilityContainerRow } from '../../src/api/mobilitycontainer';

const png = (name: string, bytes = 68) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const row = (id: number): MobilityContainerRow => ({ ...containerSample(id), version: 1 });

function start({ create = async () => row(9), upload = async (which: ContainerImage) => ({ ...row(9), [`${which}Url`]: `/blob/${which}` }) }: {
  create?: () => Promise<MobilityContainerRow>;
  upload?: (which: ContainerImage) => Promise<MobilityContainerRow>;
} = {}) {
  const calls: string[] = [];
  const actions = {
    notifyCreated: vi.fn(() => void calls.push('created')),
    notifyUploaded: vi.fn((_: unknown, which: ContainerImage) => void calls.push(`uploaded ${which}`)),
    notifyUploadFailed: vi.fn((_: unknown, which: ContainerImage) => void calls.push(`failed ${which}`)),
    makeCurrent: vi.fn((_: unknown, id: number) => void calls.push(`current ${id}`)),
    goToMobility: vi.fn(() => void calls.push('/mobility')),
    goBack: vi.fn(() => void calls.push('back')),
  };
  const createContainer = vi.fn(create);
  const uploadImage = vi.fn(upload);
  const machine = containerCreationMachine.provide({
    actors: {
      createContainer: fromPromise(({ input }: { input: { values: Record<string, unknown> } }) => { calls.push(`POST ${JSON.stringify(input.values)}`); return createContainer(); }),
      uploadImage: fromPromise(({ input }: { input: { which: ContainerImage; id: number; file: File } }) => { calls.push(`upload ${input.which} ${input.id} ${input.file.name}`); return uploadImage(input.which); }),
    },
    actions,
  });
  const actor = createActor(machine, { input: { initialValues: { displayName: '', isActive: true } } }).start();
  return { actor, calls, actions };
}

describe('container creation machine', () => {
  it('creates, uploads the logo then the favicon, makes the new container current and goes to /mobility', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', name: 'displayName', value: 'Mobiliteit Zuid' });
    actor.send({ type: 'file.choose', which: 'logo', file: png('logo.png') });
    actor.send({ type: 'file.choose', which: 'favicon', file: png('favicon.png') });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      'POST {"displayName":"Mobiliteit Zuid","isActive":true}', 'created',
      'upload logo 9 logo.png', 'uploaded logo',
      'upload favicon 9 favicon.png', 'uploaded favicon',
      'current 9', '/mobility',
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ container: { id: 9, faviconUrl: '/blob/favicon' }, failedUploads: [] });
  });

  it('uploads nothing when no file was chosen', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.filter((call) => call.startsWith('upload'))).toEqual([]);
    expect(calls.slice(-2)).toEqual(['current 9', '/mobility']);
  });

  it('keeps the container when the logo is refused, says so, still uploads the favicon and makes it current', async () => {
    const { actor, calls } = start({
      upload: async (which) => {
        if (which === 'logo') throw serverRefusal(415, 'The file is not a PNG or JPEG image.');
        return row(9);
      },
    });
    actor.send({ type: 'file.choose', which: 'logo', file: png('logo.png') });
    actor.send({ type: 'file.choose', which: 'favicon', file: png('favicon.png') });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toContain('failed logo');
    expect(calls).toContain('uploaded favicon');
    expect(calls.slice(-2)).toEqual(['current 9', '/mobility']);
    expect(actor.getSnapshot().output?.failedUploads).toEqual(['logo']);
  });

  it("shows the server's reason after a refused create and lets the user try again", async () => {
    let refuse = true;
    const { actor, actions } = start({ create: async () => { if (refuse) throw serverRefusal(403, 'Only supervisors may create mobility containers.'); return row(3); } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Only supervisors may create mobility containers.');
    expect(actions.makeCurrent).not.toHaveBeenCalled();
    refuse = false;
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actions.makeCurrent).toHaveBeenCalledTimes(1);
  });

  it('puts a refusal that names a field under that field', async () => {
    const { actor } = start({ create: async () => { throw serverRefusal(400, 'body.displayName must NOT have more than 100 characters'); } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ displayName: 'must NOT have more than 100 characters' });
    actor.send({ type: 'field.change', name: 'displayName', value: 'Korter' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('refuses a logo above 1 MB and a favicon that is neither PNG nor ICO', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'file.choose', which: 'logo', file: png('big.png', 1024 * 1024 + 1) })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'file.choose', which: 'favicon', file: new File(['<svg/>'], 'f.svg', { type: 'image/svg+xml' }) })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'file.choose', which: 'favicon', file: new File([new Uint8Array(10)], 'favicon.ico', { type: '' }) })).toBe(true);
  });

  it('goes back without creating anything on cancel', () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls).toEqual(['back']);
  });
});
