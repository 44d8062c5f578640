import { identity } from '@mboa/shared';
import { Link } from 'react-router-dom';
import { FormPage } from '../components/forms/FormPage';
import { LocalOnlyForm } from '../components/forms/LocalOnlyForm';
import { createAccountFields } from '../content/forms';

export { createAccountMeta as meta } from '../content/pageMeta';

export default function CreateAccountPage() {
  return (
    <FormPage
      withLoadDelay
      title="Open an account"
      intro="Tell us who you are. You will need a valid national ID card or passport and a proof of address."
    >
      <LocalOnlyForm
        fields={createAccountFields}
        submitLabel="Create account"
        outcome={`Accounts are opened in the ${identity.shortName} mobile app in minutes, or at any of our branches. Nothing you typed has been sent or saved.`}
      />
      <p className="form-page__links">
        <Link to="/login">Already a member? Log in</Link>
      </p>
    </FormPage>
  );
}
