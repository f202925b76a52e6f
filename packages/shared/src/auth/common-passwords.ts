/**
 * Passwords of 8 or more characters that lead the published breach-frequency lists (ASVS 5.0
 * 6.2.4 asks to refuse the most common ones). Shorter ones are refused by length already. Kept
 * lower-case: the check ignores case, as the lists' variants differ mostly in it.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  `
12345678 123456789 1234567890 12345678910 123123123 11111111 111111111 1111111111 00000000
000000000 0000000000 88888888 87654321 987654321 9876543210 11223344 12341234 12344321 123456789a
147258369 123654789 123321123 147852369 159753159 159357456 741852963 789456123 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc qwertyui qwertyuiop qwerty123 qwerty1234
qwerty12345 qwertyu1 1qazxsw2 zaq12wsx zaq1zaq1 zxcvbnm1 asdfghjk asdfghjkl asdf1234 azertyuiop
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
passwort passwort1 motdepasse senha123 contraseña contrasena iloveyou iloveyou1 iloveyou2
princess princess1 sunshine sunshine1 football football1 baseball baseball1 basketball
superman superman1 batman123 starwars starwars1 whatever whatever1 trustno1 trustno12
welcome1 welcome123 welcome12 letmein1 letmein123 changeme changeme1 abc12345 abcd1234
abcdefgh abcdefg1 abc123456 a1b2c3d4 aa123456 aaaaaaaa 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 monkey123 dragon123 jennifer michelle jordan23 charlie1 computer internet
mercedes corvette startrek master123 mustang1 shadow12 sweetheart babygirl babygirl1 lovely123
loveyou1 iloveu123 michael1 jessica1 ashley123 daniel123 liverpool chelsea1 arsenal1 anthony1
samsung1 samsung123 123456qwerty qwertyuiop123 123qweasd 123qweasdzxc qweasdzxc qazwsxedc
admin123 admin1234 administrator root1234 test1234 test12345 testtest 1234abcd 1234asdf
11112222 12121212 13131313 01012000 01011990 00001111 22222222 33333333 44444444 55555555
66666666 77777777 99999999 123456123 121212121 696969696 666666666 777777777 999999999
google123 facebook1 linkedin1 minecraft pokemon1 fuckyou1 secret123 hello123 hellohello
hello1234 qazwsx123 zxcvbnm123 blink182 1password 5201314520 princesa cristiano ronaldo7
`
    .trim()
    .split(/\s+/),
);

/** True for a password too easy to guess: on the list, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || /^(.)\1*$/u.test(lower);
}
