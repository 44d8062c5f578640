import { HubPage } from '@mboa/shared';
import { personalBankingHub } from '../content/hub';

export default function PersonalBankingHubPage() {
  return <HubPage content={personalBankingHub} />;
}
