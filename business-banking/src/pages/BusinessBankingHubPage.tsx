import { HubPage } from '@mboa/shared';
import { businessBankingHub } from '../content/hub';

export default function BusinessBankingHubPage() {
  return <HubPage content={businessBankingHub} />;
}
