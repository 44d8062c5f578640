import { defineRemoteConfig } from '../shared/build/remoteViteConfig';

export default defineRemoteConfig('business-banking');
