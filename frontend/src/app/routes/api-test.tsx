import { ApiTestScreen } from '@/features/diagnostics/components/api-test-screen';

/** /api-test (issue 20, admin and owner): the API connection test of spec 2.10. */
export function Component() {
  return <ApiTestScreen />;
}
