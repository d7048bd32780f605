import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface NavButtonProps {
  to: string;
  type?: ButtonProps['type'];
  icon?: ReactNode;
  children: ReactNode;
}

/** A button that opens another page of the console (for a way out of an error state). */
export function NavButton({ to, type, icon, children }: NavButtonProps) {
  const navigate = useNavigate();
  return (
    <Button type={type} icon={icon} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
