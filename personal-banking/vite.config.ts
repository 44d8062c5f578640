import { defineRemoteConfig } from '../shared/build/remoteViteConfig';

export default defineRemoteConfig('personal-banking');
