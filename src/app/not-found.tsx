import { ErrorPage } from './error-page';

/** The screen for every unknown route (lazy, like every screen). */
export default function NotFound() {
  return <ErrorPage code={404} />;
}
