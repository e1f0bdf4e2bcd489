import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { median } from './median';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
}

/**
 * The median of several Lighthouse runs, per metric: single runs on this 2-core machine vary by a
 * factor of two in total blocking time (Lighthouse's own advice is to take the median of runs).
 */
export async function runLighthouseMedian(url: string, runs: number): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url));
  const medianOf = (pick: (scores: LighthouseScores) => number) => median(results.map(pick));
  return {
    performance: medianOf((scores) => scores.performance),
    accessibility: medianOf((scores) => scores.accessibility),
    bestPractices: medianOf((scores) => scores.bestPractices),
    seo: medianOf((scores) => scores.seo),
    cls: medianOf((scores) => scores.cls),
    tbtMs: medianOf((scores) => scores.tbtMs),
  };
}

/** Lighthouse 12 with its defaults: mobile, simulated throttling, against Debian's Chromium, offline. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}
