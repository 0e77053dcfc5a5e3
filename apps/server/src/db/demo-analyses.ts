import type { Transaction } from '../services/projects.js';

/** Seeds the demo analyses (inside the seed's transaction, after the demo projects). */
export async function seedDemoAnalyses(_tx: Transaction): Promise<void> {}
