import type { z } from 'zod/mini';
import {
  atlasForm,
  cdmForm,
  engineForm,
  masterMutations,
  type AnalysisEngine,
  type AtlasEntry,
  type AtlasForm,
  type CdmEntry,
  type CdmForm,
  type EngineForm,
} from '@cdmnet/api';
import { validationMessages } from '@cdmnet/validators';
import { masterCopy } from '../messages.ko';
import { ServiceDialog, type ServiceForm } from './service-form';
import type { ServiceDialogProps } from './service-table';

// The three services' forms, in the chunk that service-dialogs.tsx loads when one is first opened.

const t = masterCopy.dialogs;

/** What a master save mutation is sent. */
type VarsOf<Factory extends (...args: never[]) => { mutationFn: (variables: never) => unknown }> = Parameters<
  ReturnType<Factory>['mutationFn']
>[0];

const name = { item: 'text', name: 'name', label: t.name, help: t.nameHelp, required: true } as const;
/** An ATLAS or a CDM starts on the engine it names, or the organisation's first. */
const engineOf = (entry: { engineId: number | null } | undefined, engines: readonly AnalysisEngine[]) =>
  entry?.engineId ?? engines[0]?.id ?? '';

const engine: ServiceForm<
  AnalysisEngine,
  EngineForm,
  z.output<typeof engineForm>,
  VarsOf<typeof masterMutations.saveEngine>
> = {
  title: t.engineTitle,
  schema: engineForm,
  defaults: (entry) => ({ name: entry?.name ?? '', engineAddress: entry?.engineAddress ?? '' }),
  items: [
    name,
    {
      item: 'text',
      name: 'engineAddress',
      label: t.engineAddress,
      help: t.engineAddressHelp,
      required: true,
      type: 'url',
    },
  ],
  save: masterMutations.saveEngine,
  variables: (values, entry, saveAnyway) => ({ ...values, saveAnyway, engineId: entry?.id }),
};

const atlas: ServiceForm<
  AtlasEntry,
  AtlasForm,
  z.output<typeof atlasForm>,
  VarsOf<typeof masterMutations.saveAtlas>
> = {
  title: t.atlasTitle,
  schema: atlasForm,
  defaults: (entry, engines) => ({
    name: entry?.name ?? '',
    atlasAddress: entry?.atlasAddress ?? '',
    atlasHref: entry?.atlasHref ?? '',
    engineId: engineOf(entry, engines),
  }),
  items: [
    name,
    {
      item: 'text',
      name: 'atlasAddress',
      label: t.atlasAddress,
      help: t.atlasAddressHelp,
      required: true,
      type: 'url',
    },
    { item: 'text', name: 'atlasHref', label: t.atlasHref, help: t.atlasHrefHelp, type: 'url' },
    { item: 'engine' },
  ],
  save: masterMutations.saveAtlas,
  variables: (values, entry, saveAnyway) => ({ ...values, saveAnyway, atlasId: entry?.id }),
};

/**
 * A CDM database (PostgreSQL): the server connects with what was typed and reads the CDM's figures
 * before saving. The password is write-only: on modify the field starts empty and an empty one keeps
 * the stored password.
 */
const cdm: ServiceForm<
  CdmEntry,
  CdmForm,
  z.output<typeof cdmForm>,
  VarsOf<typeof masterMutations.saveCdm>
> = {
  title: t.cdmTitle,
  schema: cdmForm,
  wide: true,
  defaults: (entry, engines) => ({
    name: entry?.name ?? '',
    engineId: engineOf(entry, engines),
    host: entry?.host ?? '',
    port: entry?.port ?? 5432,
    database: entry?.database ?? '',
    cdmSchema: entry?.cdmSchema ?? '',
    vocabularySchema: entry?.vocabularySchema ?? '',
    resultSchema: entry?.resultSchema ?? '',
    username: entry?.username ?? '',
    password: '',
  }),
  items: [
    name,
    { item: 'engine' },
    { item: 'fixed', label: t.dialect, value: t.dialectValue },
    { item: 'text', name: 'host', label: t.host, help: t.hostHelp, required: true },
    { item: 'text', name: 'port', label: t.port, required: true, type: 'port' },
    { item: 'text', name: 'database', label: t.database, required: true },
    { item: 'text', name: 'cdmSchema', label: t.cdmSchema, required: true },
    { item: 'text', name: 'vocabularySchema', label: t.vocabularySchema, required: true },
    { item: 'text', name: 'resultSchema', label: t.resultSchema, required: true },
    { item: 'text', name: 'username', label: t.username, required: true },
    {
      item: 'text',
      name: 'password',
      label: t.password,
      help: t.passwordHelp,
      helpModifying: t.passwordKeep,
      required: 'register',
      type: 'password',
    },
  ],
  // The schema lets an empty password through for a modify; a new CDM needs one.
  refuse: (values, entry) =>
    !entry && values.password === '' ? { name: 'password', message: validationMessages.required } : null,
  save: masterMutations.saveCdm,
  variables: (values, entry, saveAnyway) => ({
    ...values,
    dialect: 'POSTGRESQL',
    saveAnyway,
    cdmId: entry?.id,
  }),
};

export const EngineDialog = (props: ServiceDialogProps<AnalysisEngine>) => (
  <ServiceDialog form={engine} {...props} />
);
export const AtlasDialog = (props: ServiceDialogProps<AtlasEntry>) => (
  <ServiceDialog form={atlas} {...props} />
);
export const CdmDialog = (props: ServiceDialogProps<CdmEntry>) => <ServiceDialog form={cdm} {...props} />;
