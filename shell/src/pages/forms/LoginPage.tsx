import { FormPage } from './FormPage';
import type { FormPageContent } from './forms';

/** /login: the log in form (local only), after the product contract's 500 ms spinner. */
export default function LoginPage({ content }: { content: FormPageContent }) {
  return <FormPage content={content} withLoadDelay />;
}
