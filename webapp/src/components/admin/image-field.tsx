// The image field of a back-office form (blog post, promotion, splash ad): the label, the
// upload/URL input bound to the form's `image_url`-like field, and the field's error.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { ImageInput, type ImageBucket } from './image-input';

interface ImageFieldProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: Path<T>;
  bucket: ImageBucket;
  error?: string;
}

export function ImageField<T extends FieldValues>({ id, control, name, bucket, error }: ImageFieldProps<T>) {
  return (
    <FormField id={id} label="Görsel" error={error}>
      <Controller control={control} name={name} render={({ field }) => <ImageInput bucket={bucket} value={field.value} onChange={field.onChange} />} />
    </FormField>
  );
}
