import { FormPage } from './FormPage';
import type { FormPageContent } from './forms';

/** /forgot_password: the forgot password form (local only), with no spinner. */
export default function ForgotPasswordPage({ content }: { content: FormPageContent }) {
  return <FormPage content={content} />;
}
