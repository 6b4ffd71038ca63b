// Error boundary of the router: anything that throws while rendering ends here instead of a blank page.
import { useRouteError } from 'react-router';
import { SomethingStrange } from './SomethingStrange';

export function ErrorPage() {
  console.error(useRouteError());
  return <SomethingStrange onRetry={() => window.location.reload()} testId="error-page" />;
}
