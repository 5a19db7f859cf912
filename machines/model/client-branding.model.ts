import type { clientBrandingMachine } from '../client-branding.machine';
import { ensure, type MachineModel } from './machine-model';
import { clientSettingSample, serverRefusal } from './samples';

export const clientBrandingModel: MachineModel<typeof clientBrandingMachine> = {
  actors: { loadClientSetting: [{ output: clientSettingSample }, { error: serverRefusal(404, 'Client not found') }] },
  scenarios: [{ name: 'client demo in the URL', input: () => ({ clientName: 'demo' }) }],
  invariants(snapshot) {
    ensure((snapshot.context.clientSetting !== null) === snapshot.matches('found'), 'branding is known exactly when found');
    ensure(snapshot.can({ type: 'branding.retry' }) === snapshot.matches('notFound'), 'retry only after the client was not found');
  },
};
