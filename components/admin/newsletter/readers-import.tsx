'use client';
// « Importer des lecteurs »: a CSV from another tool (French Excel or plain), read in the browser (UTF-8, or
// Windows-1252 when that is what Excel saved), previewed on the server (the first addresses, every line left
// out with why), then imported. Where the readers gave their accord is kept with them; left empty, each gets
// the confirmation e-mail of a sign-up on the site.
import { useState } from 'react';
import { importReadersFile, previewReadersImport, type ReadersPreview } from '@/lib/actions/subscribers';
import { MSG } from '@/lib/copy/messages';
import { FormActions } from '../ui/form-fields';
import { FormCard, InputField } from '../ui/controls';
import { useAction } from '../hooks/use-action';

/** The file's text: UTF-8, unless it is not (a replacement character): then Windows-1252, Excel's French default. */
async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

function Problems({ title, items }: { title: string; items: ReadersPreview['invalid'] }) {
  if (items.length === 0) return null;
  return (
    <details className="text-sm" open={items.length <= 20}>
      <summary className="cursor-pointer font-medium text-amber-900">
        {title} ({items.length})
      </summary>
      <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto pl-1 text-slate-700">
        {items.map((p) => (
          <li key={`${p.line}-${p.value}`}>
            Ligne {p.line}
            {'\u00a0'}:{' '}
            {p.value ? (
              <span className="break-all">
                «{'\u202f'}
                {p.value}
                {'\u202f'}»
              </span>
            ) : null}{' '}
            — {p.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ReadersImport({ onClose }: { onClose: () => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReadersPreview | null>(null);
  const [consent, setConsent] = useState('');
  const check = useAction();
  const save = useAction();

  const choose = async (file: File | undefined) => {
    setPreview(null);
    if (!file) return setCsv(null);
    const text = await readText(file);
    setCsv(text);
    check.run(() => previewReadersImport({ csv: text }), {
      failure: MSG.readers.error,
      onSuccess: ({ data }) => setPreview(data ?? null),
    });
  };

  return (
    <FormCard
      title="Importer des lecteurs"
      busy={save.pending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!csv || !preview?.valid) return;
        save.run(() => importReadersFile({ csv, consent }), { failure: MSG.readers.error, onSuccess: onClose });
      }}
    >
      <InputField
        label="Fichier CSV"
        hint="Une adresse par ligne, dans une colonne « e-mail » ou la première qui en contient ; séparateur point-virgule (Excel) ou virgule."
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={save.pending}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {preview && (
        <div role="status" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-900">
            {preview.lines} ligne{preview.lines > 1 ? 's' : ''} lue{preview.lines > 1 ? 's' : ''}
            {'\u00a0'}: {preview.valid} adresse{preview.valid > 1 ? 's' : ''} à importer
            {preview.invalid.length + preview.duplicates.length > 0 &&
              `, ${preview.invalid.length + preview.duplicates.length} laissée${preview.invalid.length + preview.duplicates.length > 1 ? 's' : ''} de côté`}
          </p>
          {preview.first.length > 0 && (
            <div className="text-sm text-slate-700">
              <p className="font-medium">Premières adresses</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.first.map((email) => (
                  <li key={email} className="break-all">
                    {email}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Problems title="Adresses invalides" items={preview.invalid} />
          <Problems title="Doublons dans le fichier" items={preview.duplicates} />
        </div>
      )}
      <InputField
        label="Où leur accord a-t-il été donné ? (facultatif)"
        hint="Par exemple « Formulaire de l’ancien site, 2024 » : gardé avec chaque lecteur, qui est alors inscrit tout de suite. Laissez vide : chacun reçoit un e-mail de confirmation et ne reçoit les lettres qu’après l’avoir confirmé."
        value={consent}
        maxLength={300}
        disabled={save.pending}
        onChange={(e) => setConsent(e.target.value)}
      />
      <FormActions
        className="flex flex-wrap gap-3"
        pending={save.pending}
        submitLabel={preview?.valid ? `Importer ${preview.valid} lecteur${preview.valid > 1 ? 's' : ''}` : 'Importer'}
        submitDisabled={!preview?.valid || check.pending}
        onCancel={onClose}
      />
    </FormCard>
  );
}
