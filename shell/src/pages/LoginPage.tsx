import { identity } from '@mboa/shared';
import { Link } from 'react-router-dom';
import { FormPage } from '../components/forms/FormPage';
import { LocalOnlyForm } from '../components/forms/LocalOnlyForm';
import { loginFields } from '../content/forms';

export { loginMeta as meta } from '../content/pageMeta';

export default function LoginPage() {
  return (
    <FormPage withLoadDelay title="Log in" intro={`Log in to ${identity.shortName} online banking.`}>
      <LocalOnlyForm
        fields={loginFields}
        submitLabel="Log in"
        outcome={`Online sign-in is done in the ${identity.shortName} mobile app or at any of our branches. Nothing you typed has been sent or saved.`}
      />
      <p className="form-page__links">
        <Link to="/forgot_password">Forgot your password?</Link>
        <Link to="/create-account">Open an account</Link>
      </p>
    </FormPage>
  );
}
