import type { containerCreationMachine } from '../container-creation.machine';
import { CONTAINER_IMAGE_LIMITS } from '../../src/api/mobilitycontainer';
import { ensure, type MachineModel } from './machine-model';
import { containerSample, networkFailure, serverRefusal } from './samples';

/**
 * A sample file. Its `sample` name is an own property so two samples stay apart where events are compared
 * as JSON (a File's name and size are not own properties).
 */
function sampleFile(sample: string, bytes: number, name: string, type: string): File {
  return Object.assign(new File([new Uint8Array(bytes)], name, { type }), { sample });
}

const logo = sampleFile('logo', 68, 'logo.png', 'image/png');
const favicon = sampleFile('favicon', 68, 'favicon.ico', '');
const oversizeLogo = sampleFile('oversize logo', CONTAINER_IMAGE_LIMITS.logo.maxBytes + 1, 'huge.png', 'image/png');
const svgFavicon = sampleFile('svg favicon', 120, 'favicon.svg', 'image/svg+xml');
const created = { ...containerSample(7), version: 1 };

export const containerCreationModel: MachineModel<typeof containerCreationMachine> = {
  actors: {
    createContainer: [
      { output: created },
      { error: serverRefusal(400, 'body.displayName must NOT have more than 100 characters') },
      { error: serverRefusal(403, 'Only supervisors may create mobility containers.') },
      { error: networkFailure },
    ],
    uploadImage: [
      { output: { ...created, logoUrl: '/api-admin/blob?blobName=logo' } },
      { error: serverRefusal(415, 'The file is not a PNG or JPEG image.') },
    ],
  },
  events: {
    'field.change': [{ type: 'field.change', name: 'displayName', value: 'Mobiliteit Zuid' }],
    'file.choose': [
      { type: 'file.choose', which: 'logo', file: logo },
      { type: 'file.choose', which: 'favicon', file: favicon },
      { type: 'file.choose', which: 'logo', file: null },
      { type: 'file.choose', which: 'logo', file: oversizeLogo },
      { type: 'file.choose', which: 'favicon', file: svgFavicon },
    ],
  },
  appActions: ['notifyCreated', 'notifyUploaded', 'notifyUploadFailed', 'makeCurrent', 'goToMobility', 'goBack'],
  scenarios: [{ name: 'a new container', input: () => ({ initialValues: { displayName: '', isActive: true } }) }],
  invariants(snapshot) {
    const { context } = snapshot;
    const busy = (['creating', 'uploadingLogo', 'uploadingFavicon'] as const).some((state) => snapshot.matches(state));
    ensure(snapshot.hasTag('busy') === busy, 'busy exactly while a call is on its way');
    const afterCreate = snapshot.matches('uploadingLogo') || snapshot.matches('uploadingFavicon') || snapshot.matches('done');
    ensure((context.container !== null) === afterCreate, 'the container exists exactly once created');
    ensure(context.error === null || snapshot.matches('editing') || snapshot.matches('cancelled'), "the server's reason only after a refused create");
    ensure(!snapshot.can({ type: 'file.choose', which: 'logo', file: oversizeLogo }), 'a logo above 1 MB is never taken');
    ensure(!snapshot.can({ type: 'file.choose', which: 'favicon', file: svgFavicon }), 'a favicon that is no PNG or ICO is never taken');
    ensure(context.logo !== oversizeLogo && context.favicon !== svgFavicon, 'a refused file is never kept');
    if (busy) ensure(!snapshot.can({ type: 'form.cancel' }) && !snapshot.can({ type: 'form.submit' }), 'no other choice while a call is on its way');
    if (snapshot.matches('done')) {
      ensure(snapshot.output?.container?.id === created.id, 'the output is the new container');
      ensure(context.failedUploads.every((which) => context[which] !== null), 'only a chosen file can have failed');
    }
  },
};
