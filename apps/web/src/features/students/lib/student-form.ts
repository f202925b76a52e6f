import type {
  CreateStudentBody,
  Student,
  UpdateStudentBody,
} from '@school/shared/students/students.contract';
import type { TFunction } from 'i18next';

export type StudentFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  grade: string;
  dateOfBirth: string | null;
  phone: string;
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  notes: string;
  invite: boolean;
};

export const emptyStudentForm: StudentFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  grade: '',
  dateOfBirth: null,
  phone: '',
  guardianName: '',
  guardianEmail: '',
  guardianPhone: '',
  notes: '',
  invite: true,
};

export function studentToForm(student: Student): StudentFormValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    grade: student.grade ?? '',
    dateOfBirth: student.dateOfBirth,
    phone: student.phone ?? '',
    guardianName: student.guardianName ?? '',
    guardianEmail: student.guardianEmail ?? '',
    guardianPhone: student.guardianPhone ?? '',
    notes: student.notes ?? '',
    invite: false,
  };
}

/** The fields as the API takes them; an emptied optional field is sent empty and stored as null. */
export function formToFields(values: StudentFormValues): UpdateStudentBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    grade: values.grade.trim(),
    dateOfBirth: values.dateOfBirth ?? '',
    phone: values.phone.trim(),
    guardianName: values.guardianName.trim(),
    guardianEmail: values.guardianEmail.trim(),
    guardianPhone: values.guardianPhone.trim(),
    notes: values.notes.trim(),
  };
}

export function formToCreateBody(values: StudentFormValues): CreateStudentBody {
  return {
    ...formToFields(values),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    invite: values.invite,
  };
}

// Same pattern as the contract's phonePattern (kept here so the form does not load zod).
const phonePattern = /^\+?[0-9 ()./-]{6,20}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Rule = (value: string) => string | null;

const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.trim().length > max ? message : null;

function first(...rules: Rule[]) {
  return (value: string) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error) return error;
    }
    return null;
  };
}

/** The server's rules and wording (students.contract), checked before sending. */
export function studentFormRules(t: TFunction<'students'>) {
  const required =
    (message: string): Rule =>
    (value) =>
      value.trim() === '' ? message : null;
  const email: Rule = (value) =>
    value.trim() === '' || emailPattern.test(value.trim()) ? null : t('validation.emailInvalid');
  const phone: Rule = (value) =>
    value.trim() === '' || phonePattern.test(value.trim()) ? null : t('validation.phoneInvalid');
  return {
    firstName: first(
      required(t('validation.firstNameRequired')),
      maxLength(100, t('validation.firstNameMax')),
    ),
    lastName: first(
      required(t('validation.lastNameRequired')),
      maxLength(100, t('validation.lastNameMax')),
    ),
    email: first(
      required(t('validation.emailRequired')),
      maxLength(254, t('validation.emailTooLong')),
      email,
    ),
    grade: maxLength(30, t('validation.gradeMax')),
    dateOfBirth: (value: string | null) =>
      value && value > new Date().toISOString().slice(0, 10) ? t('validation.birthFuture') : null,
    phone: first(maxLength(30, t('validation.phoneMax')), phone),
    guardianName: maxLength(200, t('validation.guardianNameMax')),
    guardianEmail: first(maxLength(254, t('validation.guardianEmailMax')), email),
    guardianPhone: first(maxLength(30, t('validation.guardianPhoneMax')), phone),
    notes: maxLength(2000, t('validation.notesMax')),
  };
}
