import type { CDPSession, Page } from 'playwright-core';
import { PHONE_NETWORK, slowPhone } from '../../scripts/lib/slowPhone.mjs';

/**
 * Lighthouse's mobile profile, through the DevTools protocol: its network (PHONE_NETWORK) and the
 * CPU of the run's calibrated slow phone (scripts/lib/slowPhone.mjs: this machine slowed to a
 * BenchmarkIndex of about 400, whatever the machine). What only shows on a slow phone shows here.
 */
export async function throttleLikeASlowPhone(page: Page): Promise<CDPSession> {
  const cdp = await throttleNetworkLikeASlowPhone(page);
  await slowCpuLikeThePhone(cdp);
  return cdp;
}

/**
 * The slow phone's network alone (the page's CPU at the machine's speed). Chromium's CPU
 * throttling keeps a core of the machine busy for as long as it is on, even on an idle page
 * (measured: 0.9 of a core, against 0.06 unthrottled), so a test throttles the CPU only where the
 * CPU is what it checks.
 */
export async function throttleNetworkLikeASlowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: (PHONE_NETWORK.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE_NETWORK.uploadKbps * 1024) / 8,
  });
  return cdp;
}

/** The page's CPU slowed to the run's calibrated slow phone (no network throttling). */
export async function slowCpuLikeThePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: (await slowPhone()).slowdown });
}
