import { useRef, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { UploadError, checkImageFile, isSupportedImage, shrinkImage, uploadImage } from './upload';
import { PercentBar } from '../../components/ui/PercentBar';
import { cn } from '../../lib/cn';
import { toast } from '../../components/ui/toast';

/** A picture on its way to the server: the local file to show meanwhile, and how much has gone. */
export interface ImageUploadProgress {
  preview: string;
  percent: number;
}

/**
 * One picture at a time through POST /api/upload/image, for the product's photos and the
 * single-picture field: `choose()` opens the hidden file field spread from `fileInput`; the
 * picked file is shrunk, checked, sent with its progress, and its URL handed to `onUploaded`.
 */
export function useImageUpload({
  onUploaded,
  onUploadingChange,
}: {
  onUploaded: (url: string) => void;
  /** Lets the form hold its submit while a picture is still on its way. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<ImageUploadProgress | null>(null);

  async function send(original: File) {
    // Shrunk first, then checked: mobile data is spared, and a phone photo over 5 MB that shrinks below it goes.
    const file = isSupportedImage(original) ? await shrinkImage(original) : original;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem.message, { description: problem.details });
      return;
    }
    // The local file shows at once, dimmed under the progress bar, until the server has it.
    const preview = URL.createObjectURL(file);
    setUpload({ preview, percent: 0 });
    onUploadingChange?.(true);
    try {
      onUploaded(await uploadImage(file, (fraction) => setUpload({ preview, percent: Math.round(fraction * 100) })));
    } catch (caught) {
      const failure = caught instanceof UploadError ? caught : new UploadError('Erro ao fazer upload da imagem');
      toast.error(failure.message, { description: failure.details });
    } finally {
      URL.revokeObjectURL(preview);
      setUpload(null);
      onUploadingChange?.(false);
    }
  }

  const fileInput: InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> } = {
    ref: input,
    type: 'file',
    accept: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
    className: 'sr-only',
    tabIndex: -1,
    onChange: (event) => {
      const file = event.target.files?.[0];
      event.target.value = ''; // picking the same file again must fire another change
      if (file) void send(file);
    },
  };
  return { upload, fileInput, choose: () => input.current?.click() };
}

/** The bar and "Enviando... N%" under a picture being sent; `overPicture` when drawn on top of its preview. */
export function UploadProgress({
  percent,
  overPicture = false,
  className,
}: {
  percent: number;
  overPicture?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <PercentBar
        role="progressbar"
        label="Enviando imagem"
        value={percent}
        className={overPicture ? 'bg-white/80' : 'bg-slate-200'}
        fillClassName="bg-brand-600 transition-[width]"
      />
      <p className={cn('text-xs', overPicture ? 'font-semibold text-slate-900' : 'font-medium text-slate-600')}>Enviando... {percent}%</p>
    </div>
  );
}
