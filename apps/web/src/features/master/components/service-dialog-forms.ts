// One chunk for the three service dialogs (service-dialogs.tsx loads it on first use).
export { AtlasDialog } from './atlas-dialog';
export { CdmDialog } from './cdm-dialog';
export { EngineDialog } from './engine-dialog';
