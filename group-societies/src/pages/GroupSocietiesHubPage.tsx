import { HubPage } from '@mboa/shared';
import { groupSocietiesHub } from '../content/hub';

export default function GroupSocietiesHubPage() {
  return <HubPage content={groupSocietiesHub} />;
}
