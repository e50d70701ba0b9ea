import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX, type Icon } from '@tabler/icons-react';

/**
 * A dropzone's picture for what is held over it: an arrow for files it takes, a cross for files it refuses (unless
 * `withReject` is false), `idle` otherwise.
 */
export function DropzoneStateIcon({
  idle: Idle,
  size = 36,
  withReject = true,
}: {
  idle: Icon;
  size?: number;
  withReject?: boolean;
}) {
  return (
    <>
      <Dropzone.Accept>
        <IconUpload size={size} aria-hidden />
      </Dropzone.Accept>
      {withReject && (
        <Dropzone.Reject>
          <IconX size={size} aria-hidden />
        </Dropzone.Reject>
      )}
      <Dropzone.Idle>
        <Idle size={size} aria-hidden />
      </Dropzone.Idle>
    </>
  );
}
