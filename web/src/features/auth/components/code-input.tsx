import { Input, PinInput } from '@mantine/core';
import { LIMITS } from '@squadboard/domain';
import { useId } from 'react';
import { AUTH_UI as UI } from '../auth-strings.ts';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  autoFocus?: boolean;
}

/**
 * Six boxes for the mailed code. The group is named "Activation code" and each box names its
 * position, so assistive technology (and tests) can address the first box and type or paste
 * the whole code there.
 */
export function CodeInput({ value, onChange, error, autoFocus }: CodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={UI.activationCode}
      labelElement="div"
      labelProps={{ id: labelId }}
      required
      error={error}
      errorProps={{ id: errorId }}
    >
      <PinInput
        id={id}
        mt={4}
        length={LIMITS.codeLength}
        type="number"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        autoFocus={autoFocus}
        oneTimeCode
        size="md"
        gap="xs"
        aria-labelledby={labelId}
        getInputProps={(index) => ({
          'aria-label': UI.activationCodeDigit(index + 1),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
