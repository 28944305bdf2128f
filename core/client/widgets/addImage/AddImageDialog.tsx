import { Button, Callout, DialogBody, DialogFooter, FileInput, FormGroup, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imagePaths, type ImageLibrary, type ImageSearchItem, type ImageSources } from '../../../common/media';
import { ApiError } from '../../api';
import { useConsole } from '../../app/ConsoleContext';
import { dialogStyle } from '../forms/dialogWidths';
import { TitledDialog } from '../TitledDialog';
import { ACCEPTED_IMAGE_TYPES, fileProblem, IMAGE_DIALOG_DEBOUNCE_MS, imageUrlProblem, megabytes, previewable, readAsDataUrl, type ImageChoice } from './imageChoice';
import { ImageSearchPanel } from './ImageSearchPanel';
import './addImage.css';

export interface AddImageDialogProps {
  isOpen: boolean;
  onClose(): void;
  /**
   * Stores the choice — the screen's own call, e.g. the audiences' images/storeAudience with the
   * audience's id — and shows its success text. The dialog closes once it resolves; a rejection
   * keeps it open and shows why (the server's field error, e.g. an image it refused).
   */
  onSave(choice: ImageChoice): Promise<void>;
  /** Already translated; "Add image" when left out. */
  title?: string;
}

type Source = 'upload' | 'url' | ImageLibrary;

/** What is chosen and how to show it: a preview (data URL, https URL or thumbnail; none for an http URL) and the search item's id. */
interface Chosen {
  choice: ImageChoice;
  preview: string | undefined;
  itemId?: string;
}

/**
 * The add-image dialog (management §2, IM-01..IM-07): upload by drop or pick, an image URL
 * (checked 500 ms after typing, IM-02), and the searches of the libraries this server's providers
 * serve (GET images/sources: stock, animated, video). Save stays disabled until something is
 * chosen (IM-06); Cancel and close reset it. Generic: audiences use it now, ads may later — each
 * passes an `onSave` that stores the choice for its entity.
 */
export function AddImageDialog({ isOpen, onClose, onSave, title }: AddImageDialogProps) {
  const { t } = useTranslation('core');
  const { api } = useConsole();
  const [sources, setSources] = useState<ImageSources>();
  const [source, setSource] = useState<Source>('upload');
  const [chosen, setChosen] = useState<Chosen>();
  const [fileError, setFileError] = useState<string>();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const urlId = useId();

  useEffect(() => {
    // Without the server's answer only upload and URL are offered; the server still checks the size.
    if (isOpen && !sources) api.get<ImageSources>(imagePaths.sources).then(setSources, () => setSources({ libraries: [], maxBytes: Infinity }));
  }, [isOpen, sources, api]);

  // IM-02: the URL is checked 500 ms after the last keystroke, and chosen only when valid.
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(async () => {
      const problem = await imageUrlProblem(url);
      setUrlError(problem);
      if (!problem) setChosen({ choice: { imageUrl: url.trim(), isBase64: false, ytVideoId: null }, preview: previewable(url.trim()) ? url.trim() : undefined });
    }, IMAGE_DIALOG_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [url]);

  const reset = () => {
    setSource('upload');
    setChosen(undefined);
    setFileError(undefined);
    setUrl('');
    setUrlError(undefined);
    setSaveError(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };
  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    const maxBytes = sources?.maxBytes ?? Infinity;
    const problem = fileProblem(file, maxBytes);
    setFileError(problem && t(`addImage.${problem}`, { size: megabytes(maxBytes) }));
    if (problem) return;
    const dataUrl = await readAsDataUrl(file);
    setChosen({ choice: { imageUrl: dataUrl, isBase64: true, ytVideoId: null }, preview: dataUrl });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void takeFile(event.dataTransfer.files[0]);
  };
  const pick = (library: ImageLibrary) => (item: ImageSearchItem) =>
    setChosen({
      choice: library === 'video' ? { imageUrl: item.previewURL, isBase64: false, ytVideoId: item.id } : { imageUrl: item.downloadURL, isBase64: false, ytVideoId: null },
      preview: item.previewURL,
      itemId: item.id,
    });
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      await onSave(chosen.choice);
      close();
    } catch (err) {
      // The choice stays for another try.
      setSaveError(err instanceof ApiError ? (err.firstFieldError() ?? err.message) : (err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const uploadPanel = (
    <div
      className={dragging ? 'ac-image-drop ac-image-drop-active' : 'ac-image-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="image-drop"
    >
      <p>{t('addImage.drop')}</p>
      <FileInput text={t('addImage.pick')} buttonText={t('addImage.browse')} inputProps={{ accept: ACCEPTED_IMAGE_TYPES.join(','), 'aria-label': t('addImage.pick') }} onInputChange={(event) => void takeFile((event.target as HTMLInputElement).files?.[0])} />
      {fileError && (
        <p className="ac-image-error" role="alert" data-testid="image-file-error">
          {fileError}
        </p>
      )}
    </div>
  );
  const urlPanel = (
    <FormGroup label={t('fields.imageUrl')} labelFor={urlId} intent={urlError ? 'danger' : 'none'} helperText={urlError}>
      <InputGroup
        id={urlId}
        value={url}
        placeholder="https://"
        intent={urlError ? 'danger' : 'none'}
        onChange={(event) => {
          setUrl(event.target.value);
          setUrlError(undefined);
          if (chosen && !chosen.choice.isBase64 && !chosen.itemId) setChosen(undefined);
        }}
        data-testid="image-url"
      />
    </FormGroup>
  );

  return (
    <TitledDialog isOpen={isOpen} onClose={close} title={title ?? t('addImage.title')} style={dialogStyle()}>
      <DialogBody>
        <Tabs id="add-image-sources" selectedTabId={source} onChange={(id) => setSource(id as Source)} renderActiveTabPanelOnly>
          <Tab id="upload" title={t('addImage.sources.upload')} panel={uploadPanel} />
          <Tab id="url" title={t('addImage.sources.url')} panel={urlPanel} />
          {sources?.libraries.map((library) => (
            <Tab key={library} id={library} title={t(`addImage.sources.${library}`)} panel={<ImageSearchPanel library={library} selectedId={chosen?.itemId} onSelect={pick(library)} />} />
          ))}
        </Tabs>
        {saveError && (
          <Callout intent="danger" data-testid="add-image-error">
            {saveError}
          </Callout>
        )}
        {chosen && (
          <figure className="ac-image-chosen" data-testid="image-chosen">
            {chosen.preview && <img src={chosen.preview} alt={t('addImage.chosen')} referrerPolicy="no-referrer" />}
            <figcaption>{chosen.preview ? t('addImage.chosen') : chosen.choice.imageUrl}</figcaption>
          </figure>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forms.cancel')} onClick={close} data-testid="add-image-cancel" />
            <Button intent="primary" text={t('forms.save')} disabled={!chosen || saving} loading={saving} onClick={() => void save()} data-testid="add-image-save" />
          </>
        }
      />
    </TitledDialog>
  );
}
