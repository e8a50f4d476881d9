/**
 * What Lighthouse's simulated LCP is made of (a diagnostic, not part of `npm run bench`'s table):
 * one Lighthouse mobile run on `/` with the API contract's examples, then, for the optimistic and
 * the pessimistic LCP and FCP graphs Lantern simulated, every node with its simulated start and end,
 * what it waits for, and its observed start. LCP is the latest end in the graph, and a graph holds
 * every request that ended before the observed paint: a request chained after the entry's run that
 * ends before that paint adds a round trip to it. Build as tests/bench/run.mjs builds, then
 * `[PROFILE_DIR=dir] npx vitest run --project bench tests/bench/lantern-graph.run.ts`.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { serveWithContract } from './contract-server';
import { launchChromeForLighthouse, lighthouseReport } from './lighthouse-run';

const DIR = process.env.PROFILE_DIR ?? join(process.cwd(), 'dist-bench');

interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number; // observed, µs
  endTime: number;
  request?: { url: string; transferSize: number; priority: string };
  getDependencies(): GraphNode[];
}
interface NodeTiming {
  startTime: number; // simulated, ms
  endTime: number;
}

test('Lantern graphs of a phone first load', async () => {
  const { origin, server } = await serveWithContract(DIR);
  const chrome = await launchChromeForLighthouse();
  try {
    const lhr = await lighthouseReport(`${origin}/`, chrome.port, ['performance']);
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.info(
      `FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
    );
    const short = (url: string) => url.replace(origin, '');
    const name = (node: GraphNode) =>
      node.type === 'network' ? short(node.request!.url) : 'a CPU task';
    const simulations = (
      Lantern as unknown as {
        Simulation: { Simulator: { allNodeTimings: Map<string, Map<GraphNode, NodeTiming>> } };
      }
    ).Simulation.Simulator.allNodeTimings;
    // Lantern keeps each simulation's node timings by label (an internal of its Simulator): a
    // Lighthouse that stops doing so must fail here, not print nothing.
    const paints = [...simulations].filter(([label]) => /ContentfulPaint$/.test(label));
    expect(paints.length).toBeGreaterThan(0);
    for (const [label, timings] of paints) {
      const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
      const end = Math.max(...rows.map(([, timing]) => timing.endTime));
      const navigation = Math.min(...rows.map(([node]) => node.startTime));
      const lines = rows.map(([node, timing]) => {
        const span = `${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padStart(5)}`;
        const what =
          node.type === 'network'
            ? `${name(node)} ${node.request!.transferSize} B ${node.request!.priority}`
            : `CPU ${Math.round((node.endTime - node.startTime) / 1000)} ms observed`;
        const waits = node.getDependencies().map(name).join(', ');
        return `  ${span} ${what}${waits ? ` ← ${waits}` : ''} (observed start ${Math.round((node.startTime - navigation) / 1000)} ms)`;
      });
      console.info(`${label}: ${Math.round(end)} ms\n${lines.join('\n')}`);
    }
  } finally {
    chrome.kill();
    server.close();
  }
}, 180_000);
