import {
  parsePinCodeList,
  pinCodeRanges,
  SERVICE_AREA_MESSAGES,
  type TServiceAreaResponse,
} from '@freshfold/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { useAdminServiceArea, useReplaceServiceArea } from '../api/service-area';
import { SettingsForm, SettingsSection, settingsOutcome } from './settings-section';

/** "300 PIN codes", or what an empty list means. */
function servedSummary({ pinCodes }: TServiceAreaResponse): string {
  const count = pinCodes.length;
  if (count === 0) return SERVICE_AREA_MESSAGES.everywhere;
  return `The shop picks up from ${count.toLocaleString('en-IN')} PIN ${count === 1 ? 'code' : 'codes'}.`;
}

/** The PIN codes as the admin edits them: runs as ranges, one entry a line. */
function asText(pinCodes: readonly string[]): string {
  return pinCodeRanges(pinCodes).join('\n');
}

/**
 * The list as text the admin edits: runs of codes as ranges, one entry a line. Saving reads it
 * back (ranges expanded, commas or new lines between entries) and replaces the whole list.
 */
function ServiceAreaForm({ saved }: { saved: TServiceAreaResponse }) {
  const [text, setText] = useState(() => asText(saved.pinCodes));
  const [error, setError] = useState<string>();
  const replace = useReplaceServiceArea();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePinCodeList(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    replace.mutate(
      parsed,
      settingsOutcome(
        { saved: SERVICE_AREA_MESSAGES.saved, failed: SERVICE_AREA_MESSAGES.saveFailed },
        servedSummary,
        (area) => setText(asText(area.pinCodes)),
      ),
    );
  };
  return (
    <SettingsForm
      summary={servedSummary(saved)}
      onSubmit={onSubmit}
      submitLabel="Save Service Area"
      pending={replace.isPending}
    >
      <FormField
        label="PIN codes"
        error={error}
        hint="PIN codes or ranges, separated by commas or new lines, e.g. 560001-560300. An empty list serves every PIN code."
      >
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          className="font-mono"
        />
      </FormField>
    </SettingsForm>
  );
}

/**
 * Settings, "Service area": the PIN codes the shop picks up from. A customer whose profile's
 * PIN code is not listed is told so in the cart and cannot order; an empty list serves everyone.
 */
export function ServiceAreaSettings() {
  const area = useAdminServiceArea();
  return (
    <SettingsSection
      title="Service area"
      query={area}
      loading="Loading the service area…"
      loadFailed={SERVICE_AREA_MESSAGES.loadFailed}
    >
      {(saved) => <ServiceAreaForm key={saved.pinCodes.join(',')} saved={saved} />}
    </SettingsSection>
  );
}
