import { useEffect } from 'react';
import { Router } from 'wouter';
import { configureHttp } from '../api/client';
import { AuthActorContext } from './actors';
import { inspectAppActor } from '../features/machine-charts/live-inspection';
import { AppRoutes } from './router';
import { useGuardedLocation } from './unsaved/unsaved-guard';

/** A refresh after a 401/403 that fails ends the session through the session machine (token-failed flag). */
function HttpSessionBridge() {
  const auth = AuthActorContext.useActorRef();
  useEffect(() => {
    configureHttp({
      onSessionLost: () => auth.getSnapshot().children.session?.send({ type: 'token.rejected' }),
    });
  }, [auth]);
  return null;
}

export function App({ queryToken }: { queryToken: string | null }) {
  return (
    <AuthActorContext.Provider options={{ input: { queryToken }, inspect: inspectAppActor }}>
      <HttpSessionBridge />
      {/* History mode with base path /; navigation passes the unsaved-changes guard (spec 01 §2). */}
      <Router hook={useGuardedLocation}>
        <AppRoutes />
      </Router>
    </AuthActorContext.Provider>
  );
}
