import { FormPage } from '../components/forms/FormPage';
import type { FormPageContent } from '../content/forms';

/** /forgot_password: the forgot password form (local only), with no spinner. */
export default function ForgotPasswordPage({ content }: { content: FormPageContent }) {
  return <FormPage content={content} />;
}
