import { contractSuite } from './contract-suite.js';
import { CONTRACT_ENTRIES } from './entries.js';

for (const entry of CONTRACT_ENTRIES) contractSuite(entry);
