import { defineRemotePages } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell. The Verify Statement page is its own issue;
 * until it lands the shell shows the not-found page at /verify-statement.
 */
export default defineRemotePages({});
