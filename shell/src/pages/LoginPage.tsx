import { FormPage } from '../components/forms/FormPage';
import type { FormPageContent } from '../content/forms';

/** /login: the log in form (local only), after the product contract's 500 ms spinner. */
export default function LoginPage({ content }: { content: FormPageContent }) {
  return <FormPage content={content} withLoadDelay />;
}
