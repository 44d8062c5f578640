import { identity } from '@mboa/shared';
import { Link } from 'react-router-dom';
import { FormPage } from '../components/forms/FormPage';
import { LocalOnlyForm } from '../components/forms/LocalOnlyForm';
import { forgotPasswordFields } from '../content/forms';

export { forgotPasswordMeta as meta } from '../content/pageMeta';

export default function ForgotPasswordPage() {
  return (
    <FormPage title="Forgot your password?" intro="Enter the e-mail address you gave us when you opened your account.">
      <LocalOnlyForm
        fields={forgotPasswordFields}
        submitLabel="Reset password"
        outcome={`Passwords are reset in the ${identity.shortName} mobile app or at any of our branches with your ID. Nothing you typed has been sent or saved.`}
      />
      <p className="form-page__links">
        <Link to="/login">Back to Login</Link>
      </p>
    </FormPage>
  );
}
