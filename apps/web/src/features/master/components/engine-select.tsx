import type { AnalysisEngine } from '@cdmnet/api';
import { Select } from '@cdmnet/ui';
import { Controller, type Control } from '../../../app/forms';
import { masterCopy } from '../messages.ko';

const t = masterCopy.dialogs;

/** The field the select fills: a record id, '' while none is chosen. */
interface WithEngine {
  engineId: number | string;
}

/** The engine that serves an ATLAS or a CDM, among this organisation's engines. */
export function EngineSelect<T extends WithEngine>({
  control,
  engines,
}: {
  control: Control<T>;
  engines: readonly AnalysisEngine[];
}) {
  // This field reads and writes only engineId.
  const engineControl: Control<WithEngine> = control;
  return (
    <Controller
      control={engineControl}
      name="engineId"
      render={({ field, fieldState }) => (
        <Select
          label={t.engine}
          required
          options={engines.map((engine) => ({
            value: String(engine.id),
            label: t.engineOption(engine.name, engine.id),
          }))}
          value={field.value === '' ? '' : String(field.value)}
          onValueChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          helpText={engines.length === 0 ? t.noEngine : undefined}
          error={fieldState.error?.message}
          disabled={engines.length === 0}
        />
      )}
    />
  );
}
