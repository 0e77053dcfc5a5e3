import type { Transaction } from '../services/projects.js';

/** Seeds the demo IRB requests (inside the seed's transaction, after the demo analyses). */
export async function seedDemoIrb(_tx: Transaction): Promise<void> {}
