import type {
  CreateStudentBody,
  Student,
  UpdateStudentBody,
} from '@school/shared/students/students.contract';
import {
  isAfterToday,
  isEmailAddress,
  isPhoneNumber,
  trimmedLength,
} from '@school/shared/common/common.rules';
import {
  studentMaxLengths as max,
  type StudentTextField,
} from '@school/shared/students/students.rules';
import type { TFunction } from 'i18next';
import { maxLengthRules, type FieldRule, type FieldRules } from '../../../lib/field-errors';

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

type Rule = (value: string) => string | null;

const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    trimmedLength(value) > max ? message : null;

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
    value.trim() === '' || isEmailAddress(value) ? null : t('validation.emailInvalid');
  const phone: Rule = (value) =>
    value.trim() === '' || isPhoneNumber(value) ? null : t('validation.phoneInvalid');
  return {
    firstName: first(
      required(t('validation.firstNameRequired')),
      maxLength(max.firstName, t('validation.firstNameMax', { max: max.firstName })),
    ),
    lastName: first(
      required(t('validation.lastNameRequired')),
      maxLength(max.lastName, t('validation.lastNameMax', { max: max.lastName })),
    ),
    email: first(
      required(t('validation.emailRequired')),
      maxLength(max.email, t('validation.emailTooLong')),
      email,
    ),
    grade: maxLength(max.grade, t('validation.gradeMax', { max: max.grade })),
    dateOfBirth: (value: string | null) =>
      value && isAfterToday(value) ? t('validation.birthFuture') : null,
    phone: first(maxLength(max.phone, t('validation.phoneMax', { max: max.phone })), phone),
    guardianName: maxLength(
      max.guardianName,
      t('validation.guardianNameMax', { max: max.guardianName }),
    ),
    guardianEmail: first(
      maxLength(max.guardianEmail, t('validation.guardianEmailMax', { max: max.guardianEmail })),
      email,
    ),
    guardianPhone: first(
      maxLength(max.guardianPhone, t('validation.guardianPhoneMax', { max: max.guardianPhone })),
      phone,
    ),
    notes: maxLength(max.notes, t('validation.notesMax', { max: max.notes })),
  };
}

/** How the roster words the API's refusals: the limits above, and its own texts where it has them. */
export function studentServerRules(t: TFunction<'students'>): FieldRules {
  const rules = maxLengthRules(max);
  const texts: Partial<Record<StudentTextField | 'dateOfBirth', FieldRule['texts']>> = {
    firstName: { required: t('validation.firstNameRequired') },
    lastName: { required: t('validation.lastNameRequired') },
    email: {
      required: t('validation.emailRequired'),
      invalid_format: t('validation.emailInvalid'),
      in_use: t('validation.emailInUse'),
    },
    guardianEmail: { invalid_format: t('validation.emailInvalid') },
    phone: { invalid_format: t('validation.phoneInvalid') },
    guardianPhone: { invalid_format: t('validation.phoneInvalid') },
    dateOfBirth: { invalid: t('validation.birthFuture') },
  };
  for (const [field, own] of Object.entries(texts)) rules[field] = { ...rules[field], texts: own };
  return rules;
}
