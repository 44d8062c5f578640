import { FormPage } from './FormPage';
import type { FormPageContent } from './forms';

/** /create-account: the open an account form (local only), after the product contract's 500 ms spinner. */
export default function CreateAccountPage({ content }: { content: FormPageContent }) {
  return <FormPage content={content} withLoadDelay />;
}
