import { VideoIcon, VideoOffIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A camera still, loaded lazily (only when it is about to be seen). A missing or failing image shows
 * the "Camera Unavailable" placeholder instead of a broken-image icon.
 */
export function CameraImage({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    // Spans, so the image can sit inside a card's <button>.
    <span
      className={cn(
        'relative block aspect-video overflow-hidden',
        failed ? 'bg-slate-800' : 'bg-slate-200',
        className,
      )}
    >
      {failed ? (
        <span className="flex size-full flex-col items-center justify-center gap-1 text-slate-200">
          <VideoOffIcon aria-hidden="true" className="size-7" />
          <span className="text-sm font-medium">Camera Unavailable</span>
        </span>
      ) : (
        <>
          {/* Seen until the lazily loaded still arrives. */}
          <VideoIcon
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 size-8 -translate-1/2 text-slate-400"
          />
          <img
            src={src}
            alt={`Live view from ${name}`}
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
            className="relative size-full object-cover"
            onError={() => setFailedSrc(src)}
          />
        </>
      )}
    </span>
  );
}
