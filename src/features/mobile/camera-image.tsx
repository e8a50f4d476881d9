import { VideoIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A camera still, lazy-loaded; "Live Camera" placeholder when there is no image or it fails. */
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
  const failed = src === null || failedSrc === src;
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-slate-800', className)}>
      {failed ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-800 to-slate-900 text-slate-300">
          <VideoIcon aria-hidden="true" className="size-8" />
          <p className="text-sm font-medium">Live Camera</p>
        </div>
      ) : (
        <img
          src={src}
          alt={`Live view from ${name}`}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}
