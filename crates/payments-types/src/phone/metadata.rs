//! Generated from the metadata of libphonenumber v9.0.42 as rlibphonenumber 2.2.15 carries it:
//! only what the phone check needs. Do not edit; regenerate with
//! `PHONE_METADATA=write cargo test -p payments-types --test it phone_metadata`.

use super::{CallingCode, NationalPrefix, Region, desc, mask};

/// Every calling code, ascending, with its regions in [`REGIONS`].
pub(super) static CALLING_CODES: [CallingCode; 215] = [
    CallingCode { code: 1, regions: 0..25 }, // US AG AI AS BB BM BS CA DM DO GD GU JM KN KY LC MP MS PR SX TC TT VC VG VI
    CallingCode { code: 7, regions: 25..27 }, // RU KZ
    CallingCode { code: 20, regions: 27..28 }, // EG
    CallingCode { code: 27, regions: 28..29 }, // ZA
    CallingCode { code: 30, regions: 29..30 }, // GR
    CallingCode { code: 31, regions: 30..31 }, // NL
    CallingCode { code: 32, regions: 31..32 }, // BE
    CallingCode { code: 33, regions: 32..33 }, // FR
    CallingCode { code: 34, regions: 33..34 }, // ES
    CallingCode { code: 36, regions: 34..35 }, // HU
    CallingCode { code: 39, regions: 35..37 }, // IT VA
    CallingCode { code: 40, regions: 37..38 }, // RO
    CallingCode { code: 41, regions: 38..39 }, // CH
    CallingCode { code: 43, regions: 39..40 }, // AT
    CallingCode { code: 44, regions: 40..44 }, // GB GG IM JE
    CallingCode { code: 45, regions: 44..45 }, // DK
    CallingCode { code: 46, regions: 45..46 }, // SE
    CallingCode { code: 47, regions: 46..48 }, // NO SJ
    CallingCode { code: 48, regions: 48..49 }, // PL
    CallingCode { code: 49, regions: 49..50 }, // DE
    CallingCode { code: 51, regions: 50..51 }, // PE
    CallingCode { code: 52, regions: 51..52 }, // MX
    CallingCode { code: 53, regions: 52..53 }, // CU
    CallingCode { code: 54, regions: 53..54 }, // AR
    CallingCode { code: 55, regions: 54..55 }, // BR
    CallingCode { code: 56, regions: 55..56 }, // CL
    CallingCode { code: 57, regions: 56..57 }, // CO
    CallingCode { code: 58, regions: 57..58 }, // VE
    CallingCode { code: 60, regions: 58..59 }, // MY
    CallingCode { code: 61, regions: 59..62 }, // AU CC CX
    CallingCode { code: 62, regions: 62..63 }, // ID
    CallingCode { code: 63, regions: 63..64 }, // PH
    CallingCode { code: 64, regions: 64..65 }, // NZ
    CallingCode { code: 65, regions: 65..66 }, // SG
    CallingCode { code: 66, regions: 66..67 }, // TH
    CallingCode { code: 81, regions: 67..68 }, // JP
    CallingCode { code: 82, regions: 68..69 }, // KR
    CallingCode { code: 84, regions: 69..70 }, // VN
    CallingCode { code: 86, regions: 70..71 }, // CN
    CallingCode { code: 90, regions: 71..72 }, // TR
    CallingCode { code: 91, regions: 72..73 }, // IN
    CallingCode { code: 92, regions: 73..74 }, // PK
    CallingCode { code: 93, regions: 74..75 }, // AF
    CallingCode { code: 94, regions: 75..76 }, // LK
    CallingCode { code: 95, regions: 76..77 }, // MM
    CallingCode { code: 98, regions: 77..78 }, // IR
    CallingCode { code: 211, regions: 78..79 }, // SS
    CallingCode { code: 212, regions: 79..81 }, // MA EH
    CallingCode { code: 213, regions: 81..82 }, // DZ
    CallingCode { code: 216, regions: 82..83 }, // TN
    CallingCode { code: 218, regions: 83..84 }, // LY
    CallingCode { code: 220, regions: 84..85 }, // GM
    CallingCode { code: 221, regions: 85..86 }, // SN
    CallingCode { code: 222, regions: 86..87 }, // MR
    CallingCode { code: 223, regions: 87..88 }, // ML
    CallingCode { code: 224, regions: 88..89 }, // GN
    CallingCode { code: 225, regions: 89..90 }, // CI
    CallingCode { code: 226, regions: 90..91 }, // BF
    CallingCode { code: 227, regions: 91..92 }, // NE
    CallingCode { code: 228, regions: 92..93 }, // TG
    CallingCode { code: 229, regions: 93..94 }, // BJ
    CallingCode { code: 230, regions: 94..95 }, // MU
    CallingCode { code: 231, regions: 95..96 }, // LR
    CallingCode { code: 232, regions: 96..97 }, // SL
    CallingCode { code: 233, regions: 97..98 }, // GH
    CallingCode { code: 234, regions: 98..99 }, // NG
    CallingCode { code: 235, regions: 99..100 }, // TD
    CallingCode { code: 236, regions: 100..101 }, // CF
    CallingCode { code: 237, regions: 101..102 }, // CM
    CallingCode { code: 238, regions: 102..103 }, // CV
    CallingCode { code: 239, regions: 103..104 }, // ST
    CallingCode { code: 240, regions: 104..105 }, // GQ
    CallingCode { code: 241, regions: 105..106 }, // GA
    CallingCode { code: 242, regions: 106..107 }, // CG
    CallingCode { code: 243, regions: 107..108 }, // CD
    CallingCode { code: 244, regions: 108..109 }, // AO
    CallingCode { code: 245, regions: 109..110 }, // GW
    CallingCode { code: 246, regions: 110..111 }, // IO
    CallingCode { code: 247, regions: 111..112 }, // AC
    CallingCode { code: 248, regions: 112..113 }, // SC
    CallingCode { code: 249, regions: 113..114 }, // SD
    CallingCode { code: 250, regions: 114..115 }, // RW
    CallingCode { code: 251, regions: 115..116 }, // ET
    CallingCode { code: 252, regions: 116..117 }, // SO
    CallingCode { code: 253, regions: 117..118 }, // DJ
    CallingCode { code: 254, regions: 118..119 }, // KE
    CallingCode { code: 255, regions: 119..120 }, // TZ
    CallingCode { code: 256, regions: 120..121 }, // UG
    CallingCode { code: 257, regions: 121..122 }, // BI
    CallingCode { code: 258, regions: 122..123 }, // MZ
    CallingCode { code: 260, regions: 123..124 }, // ZM
    CallingCode { code: 261, regions: 124..125 }, // MG
    CallingCode { code: 262, regions: 125..127 }, // RE YT
    CallingCode { code: 263, regions: 127..128 }, // ZW
    CallingCode { code: 264, regions: 128..129 }, // NA
    CallingCode { code: 265, regions: 129..130 }, // MW
    CallingCode { code: 266, regions: 130..131 }, // LS
    CallingCode { code: 267, regions: 131..132 }, // BW
    CallingCode { code: 268, regions: 132..133 }, // SZ
    CallingCode { code: 269, regions: 133..134 }, // KM
    CallingCode { code: 290, regions: 134..136 }, // SH TA
    CallingCode { code: 291, regions: 136..137 }, // ER
    CallingCode { code: 297, regions: 137..138 }, // AW
    CallingCode { code: 298, regions: 138..139 }, // FO
    CallingCode { code: 299, regions: 139..140 }, // GL
    CallingCode { code: 350, regions: 140..141 }, // GI
    CallingCode { code: 351, regions: 141..142 }, // PT
    CallingCode { code: 352, regions: 142..143 }, // LU
    CallingCode { code: 353, regions: 143..144 }, // IE
    CallingCode { code: 354, regions: 144..145 }, // IS
    CallingCode { code: 355, regions: 145..146 }, // AL
    CallingCode { code: 356, regions: 146..147 }, // MT
    CallingCode { code: 357, regions: 147..148 }, // CY
    CallingCode { code: 358, regions: 148..150 }, // FI AX
    CallingCode { code: 359, regions: 150..151 }, // BG
    CallingCode { code: 370, regions: 151..152 }, // LT
    CallingCode { code: 371, regions: 152..153 }, // LV
    CallingCode { code: 372, regions: 153..154 }, // EE
    CallingCode { code: 373, regions: 154..155 }, // MD
    CallingCode { code: 374, regions: 155..156 }, // AM
    CallingCode { code: 375, regions: 156..157 }, // BY
    CallingCode { code: 376, regions: 157..158 }, // AD
    CallingCode { code: 377, regions: 158..159 }, // MC
    CallingCode { code: 378, regions: 159..160 }, // SM
    CallingCode { code: 380, regions: 160..161 }, // UA
    CallingCode { code: 381, regions: 161..162 }, // RS
    CallingCode { code: 382, regions: 162..163 }, // ME
    CallingCode { code: 383, regions: 163..164 }, // XK
    CallingCode { code: 385, regions: 164..165 }, // HR
    CallingCode { code: 386, regions: 165..166 }, // SI
    CallingCode { code: 387, regions: 166..167 }, // BA
    CallingCode { code: 389, regions: 167..168 }, // MK
    CallingCode { code: 420, regions: 168..169 }, // CZ
    CallingCode { code: 421, regions: 169..170 }, // SK
    CallingCode { code: 423, regions: 170..171 }, // LI
    CallingCode { code: 500, regions: 171..172 }, // FK
    CallingCode { code: 501, regions: 172..173 }, // BZ
    CallingCode { code: 502, regions: 173..174 }, // GT
    CallingCode { code: 503, regions: 174..175 }, // SV
    CallingCode { code: 504, regions: 175..176 }, // HN
    CallingCode { code: 505, regions: 176..177 }, // NI
    CallingCode { code: 506, regions: 177..178 }, // CR
    CallingCode { code: 507, regions: 178..179 }, // PA
    CallingCode { code: 508, regions: 179..180 }, // PM
    CallingCode { code: 509, regions: 180..181 }, // HT
    CallingCode { code: 590, regions: 181..184 }, // GP BL MF
    CallingCode { code: 591, regions: 184..185 }, // BO
    CallingCode { code: 592, regions: 185..186 }, // GY
    CallingCode { code: 593, regions: 186..187 }, // EC
    CallingCode { code: 594, regions: 187..188 }, // GF
    CallingCode { code: 595, regions: 188..189 }, // PY
    CallingCode { code: 596, regions: 189..190 }, // MQ
    CallingCode { code: 597, regions: 190..191 }, // SR
    CallingCode { code: 598, regions: 191..192 }, // UY
    CallingCode { code: 599, regions: 192..194 }, // CW BQ
    CallingCode { code: 670, regions: 194..195 }, // TL
    CallingCode { code: 672, regions: 195..196 }, // NF
    CallingCode { code: 673, regions: 196..197 }, // BN
    CallingCode { code: 674, regions: 197..198 }, // NR
    CallingCode { code: 675, regions: 198..199 }, // PG
    CallingCode { code: 676, regions: 199..200 }, // TO
    CallingCode { code: 677, regions: 200..201 }, // SB
    CallingCode { code: 678, regions: 201..202 }, // VU
    CallingCode { code: 679, regions: 202..203 }, // FJ
    CallingCode { code: 680, regions: 203..204 }, // PW
    CallingCode { code: 681, regions: 204..205 }, // WF
    CallingCode { code: 682, regions: 205..206 }, // CK
    CallingCode { code: 683, regions: 206..207 }, // NU
    CallingCode { code: 685, regions: 207..208 }, // WS
    CallingCode { code: 686, regions: 208..209 }, // KI
    CallingCode { code: 687, regions: 209..210 }, // NC
    CallingCode { code: 688, regions: 210..211 }, // TV
    CallingCode { code: 689, regions: 211..212 }, // PF
    CallingCode { code: 690, regions: 212..213 }, // TK
    CallingCode { code: 691, regions: 213..214 }, // FM
    CallingCode { code: 692, regions: 214..215 }, // MH
    CallingCode { code: 800, regions: 215..216 }, // 001
    CallingCode { code: 808, regions: 216..217 }, // 001
    CallingCode { code: 850, regions: 217..218 }, // KP
    CallingCode { code: 852, regions: 218..219 }, // HK
    CallingCode { code: 853, regions: 219..220 }, // MO
    CallingCode { code: 855, regions: 220..221 }, // KH
    CallingCode { code: 856, regions: 221..222 }, // LA
    CallingCode { code: 870, regions: 222..223 }, // 001
    CallingCode { code: 878, regions: 223..224 }, // 001
    CallingCode { code: 880, regions: 224..225 }, // BD
    CallingCode { code: 881, regions: 225..226 }, // 001
    CallingCode { code: 882, regions: 226..227 }, // 001
    CallingCode { code: 883, regions: 227..228 }, // 001
    CallingCode { code: 886, regions: 228..229 }, // TW
    CallingCode { code: 888, regions: 229..230 }, // 001
    CallingCode { code: 960, regions: 230..231 }, // MV
    CallingCode { code: 961, regions: 231..232 }, // LB
    CallingCode { code: 962, regions: 232..233 }, // JO
    CallingCode { code: 963, regions: 233..234 }, // SY
    CallingCode { code: 964, regions: 234..235 }, // IQ
    CallingCode { code: 965, regions: 235..236 }, // KW
    CallingCode { code: 966, regions: 236..237 }, // SA
    CallingCode { code: 967, regions: 237..238 }, // YE
    CallingCode { code: 968, regions: 238..239 }, // OM
    CallingCode { code: 970, regions: 239..240 }, // PS
    CallingCode { code: 971, regions: 240..241 }, // AE
    CallingCode { code: 972, regions: 241..242 }, // IL
    CallingCode { code: 973, regions: 242..243 }, // BH
    CallingCode { code: 974, regions: 243..244 }, // QA
    CallingCode { code: 975, regions: 244..245 }, // BT
    CallingCode { code: 976, regions: 245..246 }, // MN
    CallingCode { code: 977, regions: 246..247 }, // NP
    CallingCode { code: 979, regions: 247..248 }, // 001
    CallingCode { code: 992, regions: 248..249 }, // TJ
    CallingCode { code: 993, regions: 249..250 }, // TM
    CallingCode { code: 994, regions: 250..251 }, // AZ
    CallingCode { code: 995, regions: 251..252 }, // GE
    CallingCode { code: 996, regions: 252..253 }, // KG
    CallingCode { code: 998, regions: 253..254 }, // UZ
];

/// The regions (`001`: non-geographic entities) of every calling code, in
/// libphonenumber's order.
pub(super) static REGIONS: [Region; 254] = [
    // 1 US
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"1", transform: "", local_only: mask(&[7]) }),
        general: desc(&[10], r"[2-9]\d{9}|3\d{6}"),
        types: &[
            desc(&[], r"983[2-57-9]\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[02589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\d{6}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 AG
    Region {
        leading_digits: Some(r"268"),
        national_prefix: None,
        general: desc(&[10], r"(?:268|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"268(?:464|7(?:1[3-9]|[28]\d|3[0246]|64|7[0-689]))\d{4}"), // mobile
            desc(&[], r"268(?:4(?:6[0-38]|84)|56[0-2])\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"26848[01]\d{4}"), // VoIP
            desc(&[], r"26840[69]\d{4}"), // pager
        ],
    },
    // 1 AI
    Region {
        leading_digits: Some(r"264"),
        national_prefix: None,
        general: desc(&[10], r"(?:264|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"264(?:235|4(?:69|7[67])|5(?:3[6-9]|8[1-4])|7(?:29|72))\d{4}"), // mobile
            desc(&[], r"264(?:292|4(?:6[12]|9[78]))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"264724\d{4}"), // pager
        ],
    },
    // 1 AS
    Region {
        leading_digits: Some(r"684"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|684|900)\d{7}"),
        types: &[
            desc(&[], r"684(?:2(?:48|5[2468]|7[246])|7(?:3[13]|70|82))\d{4}"), // mobile
            desc(&[], r"684(?:274|6(?:22|33|44|55|77|88|9[19]))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 BB
    Region {
        leading_digits: Some(r"246"),
        national_prefix: None,
        general: desc(&[10], r"(?:246|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"246(?:(?:2(?:[3568]\d|4[0-57-9])|3(?:5[2-9]|6[0-6])|4(?:46|5\d)|69[5-7]|8(?:[2-5]\d|83))\d|52(?:1[147]|20))\d{3}"), // mobile
            desc(&[], r"246521[0369]\d{3}|246(?:2(?:2[78]|7[0-4])|4(?:1[024-6]|2\d|3[2-9])|5(?:20|[34]\d|54|7[1-3])|6(?:2\d|38)|7[35]7|9(?:1[89]|63))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"(?:246976|900[2-9]\d\d)\d{4}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"24631\d{5}"), // VoIP
            desc(&[], r"246(?:292|367|4(?:1[7-9]|3[01]|4[47-9]|67)|7(?:1[2-9]|2\d|3[016]|53))\d{4}"), // UAN
        ],
    },
    // 1 BM
    Region {
        leading_digits: Some(r"441"),
        national_prefix: None,
        general: desc(&[10], r"(?:441|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"441(?:[2378]\d|5[0-39]|9[02])\d{5}"), // mobile
            desc(&[], r"441(?:[46]\d\d|5(?:4\d|60|89))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 BS
    Region {
        leading_digits: Some(r"242"),
        national_prefix: None,
        general: desc(&[10], r"(?:242|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"242(?:3(?:5[79]|7[56]|95)|4(?:[23][1-9]|4[1-35-9]|5[1-8]|6[2-8]|7\d|81)|5(?:2[45]|3[35]|44|5[1-46-9]|65|77)|6[34]6|7(?:27|38)|8(?:0[1-9]|1[02-9]|2\d|3[0-4]|[89]9))\d{4}"), // mobile
            desc(&[], r"242(?:3(?:02|[236][1-9]|4[0-24-9]|5[0-68]|7[347]|8[0-4]|9[2-467])|461|502|6(?:0[1-5]|12|2[013]|[45]0|7[67]|8[78]|9[89])|7(?:02|88))\d{4}"), // fixed line
            desc(&[], r"242300\d{4}|8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"242225\d{4}"), // UAN
        ],
    },
    // 1 CA
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 10], r"[2-9]\d{9}|3\d{6}"),
        types: &[
            desc(&[10], r"(?:2(?:04|[23]6|[48]9|5[07]|[67]3)|3(?:06|43|54|6[578]|82)|4(?:03|1[68]|[26]8|3[178]|50|74)|5(?:06|1[49]|48|79|8[147])|6(?:04|[18]3|39|47|72)|7(?:0[59]|42|53|78|8[02])|8(?:[06]7|19|25|7[39])|9(?:0[25]|42))[2-9]\d{6}"), // fixed line
            desc(&[10], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[10], r"900[2-9]\d{6}"), // premium rate
            desc(&[10], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|(?:5(?:2[125-9]|3[23]|44|66|77|88)|6(?:22|33))[2-9]\d{6}"), // personal number
            desc(&[10], r"600[2-9]\d{6}"), // VoIP
            desc(&[7], r"310\d{4}"), // UAN
        ],
    },
    // 1 DM
    Region {
        leading_digits: Some(r"767"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|767|900)\d{7}"),
        types: &[
            desc(&[], r"767(?:2(?:[2-4689]5|7[5-7])|31[5-7]|61[1-8]|70[1-6])\d{4}"), // mobile
            desc(&[], r"767(?:2(?:55|66)|4(?:2[01]|4[0-25-9])|50[0-4])\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 DO
    Region {
        leading_digits: Some(r"8001|8[024]9"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"8[024]9[2-9]\d{6}"), // mobile
            desc(&[], r"8(?:[04]9[2-9]\d\d|29(?:2(?:[0-59]\d|6[04-9]|7[0-27]|8[0237-9])|3(?:[0-35-9]\d|4[7-9])|[45]\d\d|6(?:[0-27-9]\d|[3-5][1-9]|6[0135-8])|7(?:0[013-9]|[1-37]\d|4[1-35689]|5[1-4689]|6[1-57-9]|8[1-79]|9[1-8])|8(?:0[146-9]|1[0-48]|[248]\d|3[1-79]|5[01589]|6[013-68]|7[124-8]|9[0-8])|9(?:[0-24]\d|3[02-46-9]|5[0-79]|60|7[0169]|8[57-9]|9[02-9])))\d{4}"), // fixed line
            desc(&[], r"800(?:14|[2-9]\d)\d{5}|8[024]9[01]\d{6}|8(?:33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 GD
    Region {
        leading_digits: Some(r"473"),
        national_prefix: None,
        general: desc(&[10], r"(?:473|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"473(?:4(?:0[2-79]|1[04-9]|2[0-5]|49|5[6-8])|5(?:2[01]|3[3-8])|901)\d{4}"), // mobile
            desc(&[], r"473(?:2(?:3[0-2]|69)|3(?:2[89]|86)|4(?:[06]8|3[5-9]|4[0-4]|5[59]|73|90)|63[68]|7(?:58|84)|800|938)\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 GU
    Region {
        leading_digits: Some(r"671"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|671|900)\d{7}"),
        types: &[
            desc(&[], r"671(?:2\d\d|3(?:00|3[39]|4[349]|55|6[26])|4(?:00|56|7[1-9]|8[02-9])|5(?:55|6[2-5]|88)|6(?:3[2-578]|4[24-9]|5[34]|78|8[235-9])|7(?:[0479]7|2[0167]|3[45]|8[7-9])|8(?:[2-57-9]8|6[478])|9(?:2[29]|6[79]|7[1279]|8[7-9]|9[16-9]))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 JM
    Region {
        leading_digits: Some(r"658|876"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|658|900)\d{7}"),
        types: &[
            desc(&[], r"(?:6582(?:[0-4]\d|95)|876(?:2(?:0[1-9]|[13-9]\d|2[013-9])|[348]\d\d|5(?:0[1-9]|[1-9]\d)|6(?:4[89]|6[67])|7(?:0[07]|7\d|8[1-47-9]|9[0-36-9])|9(?:[01]9|9[0579])))\d{4}"), // mobile
            desc(&[], r"8766060\d{3}|(?:658(?:2(?:[5-8]\d|9[0-46-9])|[3-9]\d\d)|876(?:52[35]|6(?:0[1-3579]|1[0235-9]|[23]\d|40|5[06]|6[2-589]|7[0-25-9]|8[04]|9[4-9])|7(?:0[2-689]|[1-6]\d|8[056]|9[45])|9(?:0[1-8]|1[02378]|[2-8]\d|9[2-468])))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 KN
    Region {
        leading_digits: Some(r"869"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"869(?:48[89]|55[6-8]|66\d|76[02-7])\d{4}"), // mobile
            desc(&[], r"869(?:2(?:29|36)|302|4(?:6[015-9]|70)|56[5-7])\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 KY
    Region {
        leading_digits: Some(r"345"),
        national_prefix: None,
        general: desc(&[10], r"(?:345|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"345(?:32[1-9]|4(?:1[2-6]|2[0-4])|5(?:1[67]|2[5-79]|4[6-9]|50|76)|649|82[56]|9(?:1[679]|2[2-9]|3[06-9]|90))\d{4}"), // mobile
            desc(&[], r"345(?:2(?:22|3[23]|44|66)|333|444|6(?:23|38|40)|7(?:30|4[35-79]|6[6-9]|77)|8(?:00|1[45]|4[89]|88)|9(?:14|4[035-9]))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"(?:345976|900[2-9]\d\d)\d{4}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 LC
    Region {
        leading_digits: Some(r"758"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|758|900)\d{7}"),
        types: &[
            desc(&[], r"758(?:28[4-7]|384|4(?:6[01]|8[4-9])|5(?:1[89]|20|84)|7(?:1[2-9]|2\d|3[0-3])|812)\d{4}"), // mobile
            desc(&[], r"758(?:234|4(?:30|5\d|6[2-9]|8[0-2])|57[0-2]|(?:63|75)8)\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 MP
    Region {
        leading_digits: Some(r"670"),
        national_prefix: None,
        general: desc(&[10], r"[58]\d{9}|(?:67|90)0\d{7}"),
        types: &[
            desc(&[], r"670(?:2(?:3[3-7]|56|8[4-8])|32[1-38]|4(?:33|8[348])|5(?:32|55|88)|6(?:64|70|82)|78[3589]|8[3-9]8|989)\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 MS
    Region {
        leading_digits: Some(r"664"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|664|900)\d{7}"),
        types: &[
            desc(&[], r"664(?:3(?:49|9[1-6])|49[2-6])\d{4}"), // mobile
            desc(&[], r"6644(?:1[0-3]|91)\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 PR
    Region {
        leading_digits: Some(r"787|939"),
        national_prefix: None,
        general: desc(&[10], r"(?:[589]\d\d|787)\d{7}"),
        types: &[
            desc(&[], r"(?:787|939)[2-9]\d{6}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 SX
    Region {
        leading_digits: Some(r"721"),
        national_prefix: None,
        general: desc(&[10], r"7215\d{6}|(?:[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"7215(?:1[02]|2\d|5[034679]|8[0-24-8])\d{4}"), // mobile
            desc(&[], r"7215(?:4[2-8]|8[39]|9[056])\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 TC
    Region {
        leading_digits: Some(r"649"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|649|900)\d{7}"),
        types: &[
            desc(&[], r"649(?:2(?:3[129]|4[1-79])|3\d\d|4[34][1-3])\d{4}"), // mobile
            desc(&[], r"649(?:266|712|9(?:4\d|50))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"649(?:71[01]|966)\d{4}"), // VoIP
        ],
    },
    // 1 TT
    Region {
        leading_digits: Some(r"868"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"868(?:(?:2[5-9]|3\d)\d|4(?:3[0-6]|[6-9]\d)|6(?:20|78|8\d)|7(?:0[1-9]|1[02-9]|[2-9]\d))\d{4}"), // mobile
            desc(&[], r"868(?:2(?:01|1[5-9]|[23]\d|4[0-2])|6(?:0[7-9]|1[02-8]|2[1-9]|[3-69]\d|7[0-79])|82[124])\d{4}"), // fixed line
            desc(&[], r"868800\d{4}|8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"868619\d{4}"), // voicemail
        ],
    },
    // 1 VC
    Region {
        leading_digits: Some(r"784"),
        national_prefix: None,
        general: desc(&[10], r"(?:[58]\d\d|784|900)\d{7}"),
        types: &[
            desc(&[], r"784(?:4(?:3[0-5]|5[45]|89|9[0-8])|5(?:2[6-9]|3[0-4])|720)\d{4}"), // mobile
            desc(&[], r"784(?:266|3(?:6[6-9]|7\d|8[0-6])|4(?:38|5[0-36-8]|8[0-8])|5(?:55|7[0-2]|93)|638|784)\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
            desc(&[], r"78451[0-2]\d{4}"), // VoIP
        ],
    },
    // 1 VG
    Region {
        leading_digits: Some(r"284"),
        national_prefix: None,
        general: desc(&[10], r"(?:284|[58]\d\d|900)\d{7}"),
        types: &[
            desc(&[], r"284(?:245|3(?:0[0-3]|4[0-7]|68|9[34])|4(?:4[0-6]|68|9[69])|5(?:4[0-7]|68|9[69]))\d{4}"), // mobile
            desc(&[], r"284(?:229|4(?:22|9[45])|774|8(?:52|6[459]))\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 1 VI
    Region {
        leading_digits: Some(r"340"),
        national_prefix: None,
        general: desc(&[10], r"[58]\d{9}|(?:34|90)0\d{7}"),
        types: &[
            desc(&[], r"340(?:2(?:0\d|10|2[06-8]|4[49]|77)|3(?:32|44)|4(?:2[23]|44|7[34]|89)|5(?:1[34]|55)|6(?:2[56]|4[23]|77|9[023])|7(?:1[2-57-9]|2[57]|7\d)|884|998)\d{4}"), // fixed line
            desc(&[], r"8(?:00|33|44|55|66|77|88)[2-9]\d{6}"), // toll free
            desc(&[], r"900[2-9]\d{6}"), // premium rate
            desc(&[], r"52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"), // personal number
        ],
    },
    // 7 RU
    Region {
        leading_digits: Some(r"[3489]"),
        national_prefix: Some(NationalPrefix { pattern: r"8", transform: "", local_only: mask(&[7]) }),
        general: desc(&[10, 14], r"8\d{13}|[347-9]\d{9}"),
        types: &[
            desc(&[10], r"9(?:[0-24-9]\d{4}|3(?:0(?:0(?:05|[124579]\d|3[0-7]|6[0-49]|8[04-9])|[1-9]\d\d)|[1-9]\d{3}))\d{4}"), // mobile
            desc(&[10], r"(?:3(?:0[12]|36|4[1-35-79]|5[1-3]|65|8[1-58]|9[0145])|4(?:01|1[1356]|2[13467]|7[1-5]|8[1-7]|9[1-689])|8(?:1[1-8]|2[01]|3[13-6]|4[0-8]|5[15-7]|6[0-35-79]|7[1-37-9]))\d{7}"), // fixed line
            desc(&[], r"8(?:0[04]|108\d{3})\d{7}"), // toll free
            desc(&[10], r"80[39]\d{7}"), // premium rate
            desc(&[10], r"808\d{7}"), // personal number
        ],
    },
    // 7 KZ
    Region {
        leading_digits: Some(r"7"),
        national_prefix: None,
        general: desc(&[10, 14], r"8\d{13}|[78]\d{9}"),
        types: &[
            desc(&[10], r"7(?:0[0-25-8]|47|6[0-4]|7[15-8]|85)\d{7}"), // mobile
            desc(&[10], r"7(?:1(?:0(?:[23]\d|4[0-3]|59|63)|1(?:[23]\d|4[0-79]|59)|2(?:[23]\d|59)|3(?:2\d|3[0-79]|4[0-35-9]|59)|4(?:[24]\d|3[013-9]|5[1-9]|97)|5(?:2\d|3[1-9]|4[0-7]|59)|6(?:[2-4]\d|5[19]|61)|72\d|8(?:[27]\d|3[1-46-9]|4[0-5]|59))|2(?:1(?:[23]\d|4[46-9]|5[3469])|2(?:2\d|3[0679]|46|5[12679])|3(?:[2-4]\d|5[139])|4(?:2\d|3[1-35-9]|59)|5(?:[23]\d|4[0-8]|59|61)|6(?:2\d|3[1-9]|4[0-4]|59)|7(?:[2379]\d|40|5[279])|8(?:[23]\d|4[0-3]|59)|9(?:2\d|3[124578]|59)))\d{5}"), // fixed line
            desc(&[], r"8(?:00|108\d{3})\d{7}"), // toll free
            desc(&[10], r"809\d{7}"), // premium rate
            desc(&[10], r"808\d{7}"), // personal number
            desc(&[10], r"751\d{7}"), // VoIP
        ],
    },
    // 20 EG
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9, 10], r"[189]\d{8,9}|[24-6]\d{8}|[135]\d{7}"),
        types: &[
            desc(&[10], r"1[0-25]\d{8}"), // mobile
            desc(&[8, 9], r"13[23]\d{6}|(?:15|57)\d{6,7}|(?:2\d|3|4[05-8]|5[05]|6[24-689]|8[2468]|9[235-7])\d{7}"), // fixed line
            desc(&[10], r"800\d{7}"), // toll free
            desc(&[10], r"900\d{7}"), // premium rate
        ],
    },
    // 27 ZA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8, 9, 10], r"[1-79]\d{8}|8\d{4,9}"),
        types: &[
            desc(&[5, 6, 7, 8, 9], r"(?:1(?:3492[0-25]|4495[0235]|549(?:20|5[01]))|4[34]492[01])\d{3}|8[1-4]\d{3,7}|(?:2[27]|47|54)4950\d{3}|(?:1(?:049[2-4]|9[12]\d\d)|(?:50[0-2]|[67]\d\d)\d\d|8(?:5\d{3}|7(?:08[67]|158|28[5-9]|310)))\d{4}|(?:1[6-8]|28|3[2-69]|4[025689]|5[36-8])4920\d{3}|(?:12|[2-5]1)492\d{4}"), // mobile
            desc(&[9], r"(?:2(?:0330|4302)|52087)0\d{3}|(?:1[0-8]|2[1-378]|3[1-69]|4\d|5[1346-8])\d{7}"), // fixed line
            desc(&[9], r"80\d{7}"), // toll free
            desc(&[9], r"(?:86[2-9]|9[0-2]\d)\d{6}"), // premium rate
            desc(&[9], r"860\d{6}"), // shared cost
            desc(&[9], r"87(?:08[0-589]|15[0-79]|28[0-4]|31[1-9])\d{4}|87(?:[02][0-79]|1[0-46-9]|3[02-9]|[4-9]\d)\d{5}"), // VoIP
            desc(&[9, 10], r"861\d{6,7}"), // UAN
        ],
    },
    // 30 GR
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[10, 11, 12], r"5005000\d{3}|8\d{9,11}|(?:[269]\d|70)\d{8}"),
        types: &[
            desc(&[10], r"68[57-9]\d{7}|(?:69|94)\d{8}"), // mobile
            desc(&[10], r"2(?:1\d\d|2(?:2[1-46-9]|[36][1-8]|4[1-7]|5[1-4]|7[1-5]|[89][1-9])|3(?:1\d|2[1-57]|[35][1-3]|4[13]|7[1-7]|8[124-6]|9[1-79])|4(?:1\d|2[1-8]|3[1-4]|4[13-5]|6[1-578]|9[1-5])|5(?:1\d|[29][1-4]|3[1-5]|4[124]|5[1-6])|6(?:1\d|[269][1-6]|3[1245]|4[1-7]|5[13-9]|7[14]|8[1-5])|7(?:1\d|2[1-5]|3[1-6]|4[1-7]|5[1-57]|6[135]|9[125-7])|8(?:1\d|2[1-5]|[34][1-4]|9[1-57]))\d{6}"), // fixed line
            desc(&[], r"800\d{7,9}"), // toll free
            desc(&[10], r"90[19]\d{7}"), // premium rate
            desc(&[10], r"8(?:0[16]|12|[27]5|50)\d{7}"), // shared cost
            desc(&[10], r"70\d{8}"), // personal number
            desc(&[10], r"5005000\d{3}"), // UAN
        ],
    },
    // 31 NL
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8, 9, 10, 11], r"(?:[124-7]\d\d|3(?:[02-9]\d|1[0-8]))\d{6}|8\d{6,9}|9\d{6,10}|1\d{4,5}"),
        types: &[
            desc(&[9, 11], r"(?:6[1-58]|970\d)\d{7}"), // mobile
            desc(&[9], r"(?:1(?:[035]\d|1[13-578]|6[124-8]|7[24]|8[0-467])|2(?:[0346]\d|2[2-46-9]|5[125]|9[479])|3(?:[03568]\d|1[3-8]|2[01]|4[1-8])|4(?:[0356]\d|1[1-368]|7[58]|8[15-8]|9[23579])|5(?:[0358]\d|[19][1-9]|2[1-57-9]|4[13-8]|6[126]|7[0-3578])|7\d\d)\d{6}"), // fixed line
            desc(&[7, 8, 9, 10], r"800\d{4,7}"), // toll free
            desc(&[7, 8, 9, 10], r"90[069]\d{4,7}"), // premium rate
            desc(&[9], r"(?:85|91)\d{7}"), // VoIP
            desc(&[9], r"66\d{7}"), // pager
            desc(&[5, 6, 9], r"140(?:1[035]|2[0346]|3[03568]|4[0356]|5[0358]|8[458])|(?:140(?:1[16-8]|2[259]|3[124]|4[17-9]|5[124679]|7)|8[478]\d{6})\d"), // UAN
        ],
    },
    // 32 BE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9], r"4\d{8}|[1-9]\d{7}"),
        types: &[
            desc(&[9], r"4[5-9]\d{7}"), // mobile
            desc(&[8], r"80[2-8]\d{5}|(?:1[0-69]|[23][2-8]|4[23]|5\d|6[013-57-9]|71|8[1-79]|9[2-4])\d{6}"), // fixed line
            desc(&[8], r"800[1-9]\d{4}"), // toll free
            desc(&[8], r"(?:70(?:2[0-57]|3[04-7]|44|6[04-69]|7[0579])|90\d\d)\d{4}"), // premium rate
            desc(&[8], r"7879\d{4}"), // shared cost
            desc(&[8], r"78(?:0[578]|1[014-8]|2[25]|3[15-8]|48|5[05]|60|7[06-8]|9\d)\d{4}"), // UAN
        ],
    },
    // 33 FR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"[1-9]\d{8}"),
        types: &[
            desc(&[], r"(?:6(?:[0-24-8]\d|3[0-8]|9[589])|7[3-9]\d)\d{6}"), // mobile
            desc(&[], r"(?:26[013-9]|59[1-35-9])\d{6}|(?:[13]\d|2[0-57-9]|4[1-9]|5[0-8])\d{7}"), // fixed line
            desc(&[], r"80[0-5]\d{6}"), // toll free
            desc(&[], r"836(?:0[0-36-9]|[1-9]\d)\d{4}|8(?:1[2-9]|2[2-47-9]|3[0-57-9]|[569]\d|8[0-35-9])\d{6}"), // premium rate
            desc(&[], r"8(?:1[01]|2[0156]|4[024]|84)\d{6}"), // shared cost
            desc(&[], r"9\d{8}"), // VoIP
            desc(&[], r"80[6-9]\d{6}"), // UAN
        ],
    },
    // 34 ES
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"400\d{6}|(?:51|[6-9]\d)\d{7}"),
        types: &[
            desc(&[], r"9(?:6906(?:09|10)|7390\d\d)\d\d|(?:6\d|7[1-48])\d{7}"), // mobile
            desc(&[], r"96906(?:0[0-8]|1[1-9]|[2-9]\d)\d\d|9(?:69(?:0[0-57-9]|[1-9]\d)|73(?:[0-8]\d|9[1-9]))\d{4}|(?:400|8(?:[1356]\d|[28][0-8]|[47][1-9])|9(?:[135]\d|[268][0-8]|4[1-9]|7[124-9]))\d{6}"), // fixed line
            desc(&[], r"[89]00\d{6}"), // toll free
            desc(&[], r"80[367]\d{6}"), // premium rate
            desc(&[], r"90[12]\d{6}"), // shared cost
            desc(&[], r"70\d{7}"), // personal number
            desc(&[], r"51\d{7}"), // UAN
        ],
    },
    // 36 HU
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"06", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9], r"[235-7]\d{8}|[1-9]\d{7}"),
        types: &[
            desc(&[9], r"(?:[257]0|3[01])\d{7}"), // mobile
            desc(&[8], r"(?:1\d|[27][2-9]|3[2-7]|4[24-9]|5[2-79]|6[23689]|8[2-57-9]|9[2-69])\d{6}"), // fixed line
            desc(&[], r"(?:[48]0\d|680[29])\d{5}"), // toll free
            desc(&[8], r"9[01]\d{6}"), // premium rate
            desc(&[9], r"21\d{7}"), // VoIP
            desc(&[9], r"38\d{7}"), // UAN
        ],
    },
    // 39 IT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 7, 8, 9, 10, 11, 12], r"0\d{5,11}|1\d{8,10}|3(?:[0-8]\d{7,10}|9\d{7,8})|(?:43|55|70)\d{8}|8\d{5}(?:\d{2,4})?"),
        types: &[
            desc(&[9, 10], r"3[2-9]\d{7,8}|(?:31|43)\d{8}"), // mobile
            desc(&[], r"0(?:669[0-79]\d{1,6}|831\d{2,8})|0(?:1(?:[0159]\d|[27][1-5]|31|4[1-4]|6[1356]|8[2-57])|2\d\d|3(?:[0159]\d|2[1-4]|3[12]|[48][1-6]|6[2-59]|7[1-7])|4(?:[0159]\d|[23][1-9]|4[245]|6[1-5]|7[1-4]|81)|5(?:[0159]\d|2[1-5]|3[2-6]|4[1-79]|6[4-6]|7[1-578]|8[3-8])|6(?:[0-57-9]\d|6[0-8])|7(?:[0159]\d|2[12]|3[1-7]|4[2-46]|6[13569]|7[13-6]|8[1-59])|8(?:[0159]\d|2[3-578]|3[2356]|[6-8][1-5])|9(?:[0159]\d|[238][1-5]|4[12]|6[1-8]|7[1-6]))\d{2,7}"), // fixed line
            desc(&[6, 9], r"80(?:0\d{3}|3)\d{3}"), // toll free
            desc(&[6, 8, 9, 10], r"(?:0878\d{3}|89(?:2\d|3[04]|4(?:[0-4]|[5-9]\d\d)|5[0-4]))\d\d|(?:1(?:44|6[346])|89(?:38|5[5-9]|9))\d{6}"), // premium rate
            desc(&[6, 9], r"84(?:[08]\d{3}|[17])\d{3}"), // shared cost
            desc(&[9, 10], r"1(?:78\d|99)\d{6}"), // personal number
            desc(&[10], r"55\d{8}"), // VoIP
            desc(&[11, 12], r"3[2-8]\d{9,10}"), // voicemail
        ],
    },
    // 39 VA
    Region {
        leading_digits: Some(r"06698"),
        national_prefix: None,
        general: desc(&[6, 7, 8, 9, 10, 11, 12], r"0\d{5,10}|3[0-8]\d{7,10}|55\d{8}|8\d{5}(?:\d{2,4})?|(?:1\d|39)\d{7,8}"),
        types: &[
            desc(&[9, 10], r"3[1-9]\d{8}|3[2-9]\d{7}"), // mobile
            desc(&[6, 7, 8, 9, 10, 11], r"06698\d{1,6}"), // fixed line
            desc(&[6, 9], r"80(?:0\d{3}|3)\d{3}"), // toll free
            desc(&[6, 8, 9, 10], r"(?:0878\d{3}|89(?:2\d|3[04]|4(?:[0-4]|[5-9]\d\d)|5[0-4]))\d\d|(?:1(?:44|6[346])|89(?:38|5[5-9]|9))\d{6}"), // premium rate
            desc(&[6, 9], r"84(?:[08]\d{3}|[17])\d{3}"), // shared cost
            desc(&[9, 10], r"1(?:78\d|99)\d{6}"), // personal number
            desc(&[10], r"55\d{8}"), // VoIP
            desc(&[11, 12], r"3[2-8]\d{9,10}"), // voicemail
        ],
    },
    // 40 RO
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[6, 9], r"(?:[236-8]\d|90)\d{7}|[23]\d{5}"),
        types: &[
            desc(&[9], r"(?:630|702)0\d{5}|(?:6(?:00|2\d)|7(?:0[013-9]|1[0-3]|[2-7]\d|8[03-8]|9[0-39]))\d{6}"), // mobile
            desc(&[], r"[23][13-6]\d{7}|(?:2(?:19\d|[3-6]\d9)|31\d\d)\d\d"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[9], r"90[0136]\d{6}"), // premium rate
            desc(&[9], r"801\d{6}"), // shared cost
            desc(&[9], r"(?:37\d|80[578])\d{6}"), // UAN
        ],
    },
    // 41 CH
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9, 12], r"8\d{11}|[2-9]\d{8}"),
        types: &[
            desc(&[9], r"(?:6[89]|7[235-9])\d{7}"), // mobile
            desc(&[9], r"(?:2[12467]|3[1-4]|4[134]|5[256]|6[12]|[7-9]1)\d{7}"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[9], r"90[016]\d{6}"), // premium rate
            desc(&[9], r"84[0248]\d{6}"), // shared cost
            desc(&[9], r"878\d{6}"), // personal number
            desc(&[9], r"74[0248]\d{6}"), // pager
            desc(&[9], r"5[18]\d{7}"), // UAN
            desc(&[12], r"860\d{9}"), // voicemail
        ],
    },
    // 43 AT
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[3]) }),
        general: desc(&[4, 5, 6, 7, 8, 9, 10, 11, 12, 13], r"1\d{3,12}|2\d{6,12}|43(?:(?:0\d|5[02-9])\d{3,9}|2\d{4,5}|[3467]\d{4}|8\d{4,6}|9\d{4,7})|5\d{4,12}|8\d{7,12}|9\d{8,12}|(?:[367]\d|4[0-24-9])\d{4,11}"),
        types: &[
            desc(&[7, 8, 9, 10, 11, 12, 13], r"6(?:485|(?:5[0-3579]|6[013-9]|[7-9]\d)\d)\d{3,9}"), // mobile
            desc(&[], r"1(?:11\d|[2-9]\d{3,11})|(?:316|463)\d{3,10}|648[34]\d{3,9}|(?:51|66|73)2\d{3,10}|(?:2(?:1[467]|2[13-8]|5[2357]|6[1-46-8]|7[1-8]|8[124-7]|9[1458])|3(?:1[1-578]|3[23568]|4[5-7]|5[1378]|6[1-38]|8[3-68])|4(?:2[1-8]|35|7[1368]|8[2457])|5(?:2[1-8]|3[357]|4[147]|5[12578]|6[37])|6(?:13|2[1-47]|4[135-7]|5[468])|7(?:2[1-8]|35|4[13478]|5[68]|6[16-8]|7[1-6]|9[45]))\d{4,10}"), // fixed line
            desc(&[9, 10, 11, 12, 13], r"800\d{6,10}"), // toll free
            desc(&[9, 10, 11, 12, 13], r"(?:8[69][2-68]|9(?:0[01]|3[019]))\d{6,10}"), // premium rate
            desc(&[8, 9, 10, 11, 12, 13], r"8(?:10|2[018])\d{6,10}|828\d{5}"), // shared cost
            desc(&[5, 6, 7, 8, 9, 10, 11, 12, 13], r"5(?:0[1-9]|17|[79]\d)\d{2,10}|7[28]0\d{6,10}"), // VoIP
        ],
    },
    // 44 GB
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0|180020", transform: "", local_only: mask(&[4, 5, 6, 8]) }),
        general: desc(&[7, 9, 10], r"[1-357-9]\d{9}|[18]\d{8}|8\d{6}"),
        types: &[
            desc(&[10], r"7(?:457[0-57-9]|700[01]|911[028])\d{5}|7(?:[1-3]\d\d|4(?:[0-46-9]\d|5[0-689])|5(?:0[0-8]|[13-9]\d|2[0-35-9])|7(?:0[1-9]|[1-7]\d|8[02-9]|9[0-689])|8(?:[014-9]\d|[23][0-8])|9(?:[024-9]\d|1[02-9]|3[0-689]))\d{6}"), // mobile
            desc(&[9, 10], r"(?:1(?:1(?:3(?:[0-58]\d\d|73[0-5])|4(?:(?:[0-5]\d|70)\d|69[7-9])|(?:(?:5[0-26-9]|[78][0-49])\d|6(?:[0-4]\d|5[01]))\d)|(?:2(?:(?:0[024-9]|2[3-9]|3[3-79]|4[1-689]|[58][02-9]|6[0-47-9]|7[013-9]|9\d)\d|1(?:[0-7]\d|8[0-3]))|(?:3(?:0\d|1[0-8]|[25][02-9]|3[02-579]|[468][0-46-9]|7[1-35-79]|9[2-578])|4(?:0[03-9]|[137]\d|[28][02-57-9]|4[02-69]|5[0-8]|[69][0-79])|5(?:0[1-35-9]|[16]\d|2[024-9]|3[015689]|4[02-9]|5[03-9]|7[0-35-9]|8[0-468]|9[0-57-9])|6(?:0[034689]|1\d|2[0-35689]|[38][013-9]|4[1-467]|5[0-69]|6[13-9]|7[0-8]|9[0-24578])|7(?:0[0246-9]|2\d|3[0236-8]|4[03-9]|5[0-46-9]|6[013-9]|7[0-35-9]|8[024-9]|9[02-9])|8(?:0[35-9]|2[1-57-9]|3[02-578]|4[0-578]|5[124-9]|6[2-69]|7\d|8[02-9]|9[02569])|9(?:0[02-589]|[18]\d|2[02-689]|3[1-57-9]|4[2-9]|5[0-579]|6[2-47-9]|7[0-24578]|9[2-57]))\d)\d)|2(?:0[013478]|3[0189]|4[017]|8[0-46-9]|9[0-2])\d{3})\d{4}|1(?:2(?:0(?:46[1-4]|87[2-9])|545[1-79]|76(?:2\d|3[1-8]|6[1-6])|9(?:7(?:2[0-4]|3[2-5])|8(?:2[2-8]|7[0-47-9]|8[3-5])))|3(?:6(?:38[2-5]|47[23])|8(?:47[04-9]|64[0157-9]))|4(?:044[1-7]|20(?:2[23]|8\d)|6(?:0(?:30|5[2-57]|6[1-8]|7[2-8])|140)|8(?:052|87[1-3]))|5(?:2(?:4(?:3[2-79]|6\d)|76\d)|6(?:26[06-9]|686))|6(?:06(?:4\d|7[4-79])|295[5-7]|35[34]\d|47(?:24|61)|59(?:5[08]|6[67]|74)|9(?:55[0-4]|77[23]))|7(?:26(?:6[13-9]|7[0-7])|(?:442|688)\d|50(?:2[0-3]|[3-68]2|76))|8(?:27[56]\d|37(?:5[2-5]|8[239])|843[2-58])|9(?:0(?:0(?:6[1-8]|85)|52\d)|3583|4(?:66[1-8]|9(?:2[01]|81))|63(?:23|3[1-4])|9561))\d{3}"), // fixed line
            desc(&[], r"80[08]\d{7}|800\d{6}|8001111"), // toll free
            desc(&[7, 10], r"(?:8(?:4[2-5]|7[0-3])|9(?:[01]\d|8[2-49]))\d{7}|845464\d"), // premium rate
            desc(&[10], r"70\d{8}"), // personal number
            desc(&[10], r"56\d{8}"), // VoIP
            desc(&[10], r"76(?:464|652)\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\d{6}"), // pager
            desc(&[10], r"(?:3[0347]|55)\d{8}"), // UAN
        ],
    },
    // 44 GG
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 9, 10], r"(?:1481|[357-9]\d{3})\d{6}|8\d{6}(?:\d{2})?"),
        types: &[
            desc(&[10], r"7(?:(?:781|839)\d|911[17])\d{5}"), // mobile
            desc(&[10], r"1481[25-9]\d{5}"), // fixed line
            desc(&[], r"80[08]\d{7}|800\d{6}|8001111"), // toll free
            desc(&[7, 10], r"(?:8(?:4[2-5]|7[0-3])|9(?:[01]\d|8[0-3]))\d{7}|845464\d"), // premium rate
            desc(&[10], r"70\d{8}"), // personal number
            desc(&[10], r"56\d{8}"), // VoIP
            desc(&[10], r"76(?:464|652)\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\d{6}"), // pager
            desc(&[10], r"(?:3[0347]|55)\d{8}"), // UAN
        ],
    },
    // 44 IM
    Region {
        leading_digits: Some(r"74576|(?:16|7[56])24"),
        national_prefix: None,
        general: desc(&[10], r"1624\d{6}|(?:[3578]\d|90)\d{8}"),
        types: &[
            desc(&[], r"76245[06]\d{4}|7(?:4576|[59]24\d|624[0-4689])\d{5}"), // mobile
            desc(&[], r"1624(?:230|[5-8]\d\d)\d{3}"), // fixed line
            desc(&[], r"808162\d{4}"), // toll free
            desc(&[], r"8(?:440[49]06|72299\d)\d{3}|(?:8(?:45|70)|90[0167])624\d{4}"), // premium rate
            desc(&[], r"70\d{8}"), // personal number
            desc(&[], r"56\d{8}"), // VoIP
            desc(&[], r"3440[49]06\d{3}|(?:3(?:08162|3\d{4}|45624|7(?:0624|2299))|55\d{4})\d{4}"), // UAN
        ],
    },
    // 44 JE
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[10], r"1534\d{6}|(?:[3578]\d|90)\d{8}"),
        types: &[
            desc(&[], r"7(?:(?:(?:50|82)9|937)\d|7(?:00[378]|97\d))\d{5}"), // mobile
            desc(&[], r"1534[0-24-8]\d{5}"), // fixed line
            desc(&[], r"80(?:07(?:35|81)|8901)\d{4}"), // toll free
            desc(&[], r"(?:8(?:4(?:4(?:4(?:05|42|69)|703)|5(?:041|800))|7(?:0002|1206))|90(?:066[59]|1810|71(?:07|55)))\d{4}"), // premium rate
            desc(&[], r"701511\d{4}"), // personal number
            desc(&[], r"56\d{8}"), // VoIP
            desc(&[], r"76(?:464|652)\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\d{6}"), // pager
            desc(&[], r"(?:3(?:0(?:07(?:35|81)|8901)|3\d{4}|4(?:4(?:4(?:05|42|69)|703)|5(?:041|800))|7(?:0002|1206))|55\d{4})\d{4}"), // UAN
        ],
    },
    // 45 DK
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[2-9]\d{7}"),
        types: &[
            desc(&[], r"(?:2[6-8]|6[78]|96)\d{6}|(?:2[0-59]|3[0-689]|[457]\d|6[0-69]|8[126-9]|9[1-47-9])[1-9]\d{5}"), // mobile
            desc(&[], r"(?:2(?:[0-59][1-9]|[6-8]\d)|3(?:[0-3][1-9]|4[13]|5[1-58]|6[1347-9]|8[1-8]|9[1-79])|4(?:[0-25][1-9]|[34][2-9]|6[13-579]|7[13579]|8[1-47]|9[127])|5(?:[0-36][1-9]|4[146-9]|5[3-57-9]|7[568]|8[1-358]|9[1-69])|6(?:[0135][1-9]|2[1-68]|4[2-8]|6[1689]|[78]\d|9[15689])|7(?:[0-69][1-9]|7[3-9]|8[147])|8(?:[16-9][1-9]|2[1-58])|9(?:[1-47-9][1-9]|6\d))\d{5}"), // fixed line
            desc(&[], r"80\d{6}"), // toll free
            desc(&[], r"90\d{6}"), // premium rate
        ],
    },
    // 46 SE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[6, 7, 8, 9, 10, 12], r"(?:[26]\d\d|9)\d{9}|[1-9]\d{8}|[1-689]\d{7}|[1-4689]\d{6}|2\d{5}"),
        types: &[
            desc(&[9], r"7[023689]\d{7}"), // mobile
            desc(&[7, 8, 9], r"(?:(?:[12][136]|3[356]|4[0246]|6[03]|8\d)\d|90[1-9])\d{4,6}|(?:1(?:2[0-35]|4[0-4]|5[0-25-9]|7[13-6]|[89]\d)|2(?:2[0-7]|4[0136-8]|5[0138]|7[018]|8[01]|9[0-57])|3(?:0[0-4]|1\d|2[0-25]|4[056]|7[0-2]|8[0-3]|9[023])|4(?:1[013-8]|3[0135]|5[14-79]|7[0-246-9]|8[0156]|9[0-689])|5(?:0[0-6]|[15][0-5]|2[0-68]|3[0-4]|4\d|6[03-5]|7[013]|8[0-79]|9[01])|6(?:1[1-3]|2[0-4]|4[02-57]|5[0-37]|6[0-3]|7[0-2]|8[0247]|9[0-356])|9(?:1[0-68]|2\d|3[02-5]|4[0-3]|5[0-4]|[68][01]|7[0135-8]))\d{5,6}"), // fixed line
            desc(&[6, 7, 8, 9], r"20\d{4,7}"), // toll free
            desc(&[7, 8, 9, 10], r"649\d{6}|99[1-59]\d{4}(?:\d{3})?|9(?:00|39|44)[1-8]\d{3,6}"), // premium rate
            desc(&[9], r"77[0-7]\d{6}"), // shared cost
            desc(&[9], r"75[1-8]\d{6}"), // personal number
            desc(&[9], r"74[02-9]\d{6}"), // pager
            desc(&[9], r"10[1-8]\d{6}"), // UAN
            desc(&[12], r"(?:25[245]|67[3-68])\d{9}"), // voicemail
        ],
    },
    // 47 NO
    Region {
        leading_digits: Some(r"[02-689]|7[0-8]"),
        national_prefix: None,
        general: desc(&[5, 8], r"(?:0|[2-9]\d{3})\d{4}"),
        types: &[
            desc(&[8], r"45(?:[0-24-9]\d|3[0-57-9])\d{4}|(?:4[016-8]|9\d)\d{6}"), // mobile
            desc(&[8], r"(?:2[1-4]|3[1-3578]|5[1-35-7]|6[1-46-9]|7[0-8])\d{6}"), // fixed line
            desc(&[8], r"80[01]\d{5}"), // toll free
            desc(&[8], r"82[09]\d{5}"), // premium rate
            desc(&[8], r"810(?:0[0-6]|[2-8]\d)\d{3}"), // shared cost
            desc(&[8], r"880\d{5}"), // personal number
            desc(&[8], r"85[0-5]\d{5}"), // VoIP
            desc(&[], r"(?:0[235-9]|81(?:0(?:0[7-9]|1\d)|5\d\d))\d{3}"), // UAN
            desc(&[8], r"81[23]\d{5}"), // voicemail
        ],
    },
    // 47 SJ
    Region {
        leading_digits: Some(r"79"),
        national_prefix: None,
        general: desc(&[5, 8], r"0\d{4}|(?:[489]\d|79)\d{6}"),
        types: &[
            desc(&[8], r"45(?:[0-24-9]\d|3[0-57-9])\d{4}|(?:4[016-8]|9\d)\d{6}"), // mobile
            desc(&[8], r"79\d{6}"), // fixed line
            desc(&[8], r"80[01]\d{5}"), // toll free
            desc(&[8], r"82[09]\d{5}"), // premium rate
            desc(&[8], r"810(?:0[0-6]|[2-8]\d)\d{3}"), // shared cost
            desc(&[8], r"880\d{5}"), // personal number
            desc(&[8], r"85[0-5]\d{5}"), // VoIP
            desc(&[], r"(?:0[235-9]|81(?:0(?:0[7-9]|1\d)|5\d\d))\d{3}"), // UAN
            desc(&[8], r"81[23]\d{5}"), // voicemail
        ],
    },
    // 48 PL
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 7, 8, 9, 10], r"(?:6|8\d\d)\d{7}|[1-9]\d{6}(?:\d{2})?|[26]\d{5}"),
        types: &[
            desc(&[9], r"21(?:1[013-5]|2\d|3[1-9])\d{5}|(?:45|5[0137]|6[069]|7[2389]|88)\d{7}"), // mobile
            desc(&[7, 9], r"(?:30|47\d\d)\d{5}|(?:1[2-8]|2[2-69]|3[2-4]|4[1-468]|5[24-689]|6[1-3578]|7[14-7]|8[1-79]|9[145])(?:[02-9]\d{6}|1(?:[0-8]\d{5}|9\d{3}(?:\d{2})?))"), // fixed line
            desc(&[9, 10], r"800\d{6,7}"), // toll free
            desc(&[9], r"70[01346-8]\d{6}"), // premium rate
            desc(&[9], r"801\d{6}"), // shared cost
            desc(&[9], r"39\d{7}"), // VoIP
            desc(&[6, 7, 8, 9], r"64\d{4,7}"), // pager
            desc(&[9], r"804\d{6}"), // UAN
        ],
    },
    // 49 DE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[2, 3]) }),
        general: desc(&[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], r"[2579]\d{5,14}|49(?:[34]0|69|8\d)\d\d?|49(?:37|49|60|7[089]|9\d)\d{1,3}|49(?:2[024-9]|3[2-689]|7[1-7])\d{1,8}|(?:1|[368]\d|4[0-8])\d{3,13}|49(?:[015]\d|2[13]|31|[46][1-8])\d{1,9}"),
        types: &[
            desc(&[10, 11], r"1(?:6[023]|7\d)\d{7,8}|15(?:[0-25-9]\d\d|3(?:10|33))\d{6}"), // mobile
            desc(&[5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], r"32\d{9,11}|49[1-6]\d{10}|322\d{6}|49[0-7]\d{3,9}|(?:[34]0|[68]9)\d{3,13}|(?:2(?:0[1-689]|[1-3569]\d|4[0-8]|7[1-7]|8[0-7])|3(?:[3569]\d|4[0-79]|7[1-7]|8[1-8])|4(?:1[02-9]|[2-48]\d|5[0-6]|6[0-8]|7[0-79])|5(?:0[2-8]|[124-6]\d|[38][0-8]|[79][0-7])|6(?:0[02-9]|[1-358]\d|[47][0-8]|6[1-9])|7(?:0[2-8]|1[1-9]|[27][0-7]|3\d|[4-6][0-8]|8[0-5]|9[013-7])|8(?:0[2-9]|1[0-79]|2\d|3[0-46-9]|4[0-6]|5[013-9]|6[1-8]|7[0-8]|8[0-24-6])|9(?:0[6-9]|[1-4]\d|[589][0-7]|6[0-8]|7[0-467]))\d{3,12}"), // fixed line
            desc(&[10, 11, 12, 13, 14, 15], r"800\d{7,12}"), // toll free
            desc(&[10, 11], r"(?:137[7-9]|900(?:[135]|9\d))\d{6}"), // premium rate
            desc(&[7, 8, 9, 10, 11, 12, 13, 14], r"180\d{5,11}|13(?:7[1-6]\d\d|8)\d{4}"), // shared cost
            desc(&[11], r"700\d{8}"), // personal number
            desc(&[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], r"16(?:4\d{1,10}|[89]\d{1,11})"), // pager
            desc(&[8, 9, 10, 11, 12, 13, 14], r"18(?:1\d{5,11}|[2-9]\d{8})"), // UAN
            desc(&[12, 13], r"1(?:6(?:013|255|399)|7(?:(?:[015]1|[69]3)3|[2-4]55|[78]99))\d{7,8}|15(?:(?:[03-68]00|113)\d|2\d55|7\d99|9\d33)\d{7}"), // voicemail
        ],
    },
    // 51 PE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9], r"(?:[14-8]|9\d)\d{7}"),
        types: &[
            desc(&[9], r"9\d{8}"), // mobile
            desc(&[8], r"(?:(?:19[02-68]|(?:4[34]|5[14])[0-8]|687)\d|7(?:173|(?:3[0-8]|55)\d)|8(?:10[05689]|6(?:0[06-9]|1[6-9]|29)|7(?:0[0569]|[56]0)))\d{4}|(?:1[0-8]|4[12]|5[236]|6[1-7]|7[246]|8[2-4])\d{6}"), // fixed line
            desc(&[8], r"800\d{5}"), // toll free
            desc(&[8], r"805\d{5}"), // premium rate
            desc(&[8], r"801\d{5}"), // shared cost
            desc(&[8], r"80[24]\d{5}"), // personal number
        ],
    },
    // 52 MX
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[10], r"[2-9]\d{9}"),
        types: &[
            desc(&[], r"(?:2(?:2\d|3[1-35-8]|4[13-9]|7[1-689]|8[1-578]|9[467])|3(?:1[1-79]|[2458][1-9]|3\d|7[1-8]|9[1-5])|4(?:1[1-57-9]|[267][1-9]|3[1-8]|[45]\d|8[1-35-9]|9[2-689])|5(?:[56]\d|88|9[1-79])|6(?:1[2-68]|[2-4][1-9]|5[1-36-9]|6[0-57-9]|7[1-7]|8[67]|9[4-8])|7(?:[1346][1-9]|[27]\d|5[13-9]|8[1-69]|9[17])|8(?:1\d|2[13-689]|3[1-6]|4[124-6]|6[1246-9]|7[0-378]|9[12479])|9(?:1[346-9]|2[1-4]|3[2-46-8]|5[1348]|[69]\d|7[12]|8[1-8]))\d{7}"), // mobile
            desc(&[], r"(?:2(?:0[01]|2\d|3[1-35-8]|4[13-9]|7[1-689]|8[1-578]|9[467])|3(?:1[1-79]|[2458][1-9]|3\d|7[1-8]|9[1-5])|4(?:1[1-57-9]|[267][1-9]|3[1-8]|[45]\d|8[1-35-9]|9[2-689])|5(?:[56]\d|88|9[1-79])|6(?:1[2-68]|[2-4][1-9]|5[1-36-9]|6[0-57-9]|7[1-7]|8[67]|9[4-8])|7(?:[1346][1-9]|[27]\d|5[13-9]|8[1-69]|9[17])|8(?:1\d|2[13-689]|3[1-6]|4[124-6]|6[1246-9]|7[0-378]|9[12479])|9(?:1[346-9]|2[1-4]|3[2-46-8]|5[1348]|[69]\d|7[12]|8[1-8]))\d{7}"), // fixed line
            desc(&[], r"8(?:00|88)\d{7}"), // toll free
            desc(&[], r"900\d{7}"), // premium rate
            desc(&[], r"300\d{7}"), // shared cost
            desc(&[], r"500\d{7}"), // personal number
        ],
    },
    // 53 CU
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[4, 5]) }),
        general: desc(&[6, 7, 8, 10], r"(?:[2-7]|8\d\d)\d{7}|[2-47]\d{6}|[34]\d{5}"),
        types: &[
            desc(&[8], r"(?:5\d|6[2-4])\d{6}"), // mobile
            desc(&[], r"(?:3[23]|4[89])\d{4,6}|(?:31|4[36]|8(?:0[25]|78)\d)\d{6}|(?:2[1-4]|4[1257]|7\d)\d{5,6}"), // fixed line
            desc(&[10], r"800\d{7}"), // toll free
            desc(&[10], r"807\d{7}"), // shared cost
        ],
    },
    // 54 AR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0?(?:(11|2(?:2(?:02?|[13]|2[13-79]|4[1-6]|5[2457]|6[124-8]|7[1-4]|8[13-6]|9[1267])|3(?:02?|1[467]|2[03-6]|3[13-8]|[49][2-6]|5[2-8]|[67])|4(?:7[3-578]|9)|6(?:[0136]|2[24-6]|4[6-8]?|5[15-8])|80|9(?:0[1-3]|[19]|2\d|3[1-6]|4[02568]?|5[2-4]|6[2-46]|72?|8[23]?))|3(?:3(?:2[79]|6|8[2578])|4(?:0[0-24-9]|[12]|3[5-8]?|4[24-7]|5[4-68]?|6[02-9]|7[126]|8[2379]?|9[1-36-8])|5(?:1|2[1245]|3[237]?|4[1-46-9]|6[2-4]|7[1-6]|8[2-5]?)|6[24]|7(?:[069]|1[1568]|2[15]|3[145]|4[13]|5[14-8]|7[2-57]|8[126])|8(?:[01]|2[15-7]|3[2578]?|4[13-6]|5[4-8]?|6[1-357-9]|7[36-8]?|8[5-8]?|9[124])))15)?", transform: r"9$1", local_only: mask(&[6, 7, 8]) }),
        general: desc(&[10, 11], r"(?:11|[89]\d\d)\d{8}|[2368]\d{9}"),
        types: &[
            desc(&[], r"93(?:7(?:1[15]|81)|8(?:21|4[16]|69|9[12]))[46]\d{5}|9(?:2(?:2(?:2[59]|44|52)|3(?:26|44)|47[35]|9(?:[07]2|2[26]|34|46))|3327)[45]\d{5}|9(?:2(?:657|9(?:54|66))|3(?:48[27]|7(?:55|77)|8(?:65|78)))[2-8]\d{5}|9(?:2(?:284|3(?:02|23)|477|622|920)|3(?:4(?:46|89|92)|541))[2-7]\d{5}|(?:675\d|9(?:11[0-8]\d|2(?:2(?:0[45]|1[2-6]|3[3-6])|3(?:[06]4|7[45])|494|6(?:04|1[2-8]|[36][45]|4[3-6])|80[45]|9(?:[17][4-6]|[48][45]|9[3-6]))|3(?:364|4(?:1[2-8]|[25][4-6]|3[3-6]|84)|5(?:1[2-9]|[38][4-6])|6(?:2[45]|44)|7[069][45]|8(?:0[45]|1[2-7]|3[4-6]|5[3-6]|7[2-6]|8[3-68]))))\d{6}|9(?:2(?:2(?:62|81)|320|9(?:42|83))|3(?:329|4(?:62|7[16])|5(?:43|64)|7(?:18|5[17])))[2-6]\d{5}|92(?:2(?:21|4[23]|6[145]|7[1-4]|8[356]|9[267])|3(?:16|3[13-8]|43|5[346-8]|9[3-5])|6(?:2[46]|4[78]|5[1568])|9(?:03|2[1457-9]|3[1356]|4[08]|[56][23]|82))4\d{5}|9(?:2(?:257|3(?:24|46|92)|9(?:01|23|64))|3(?:4(?:42|64)|5(?:25|37|4[47]|71)|7(?:35|72)|825))[3-6]\d{5}|9(?:2(?:2(?:02|2[3467]|4[156]|5[45]|6[6-8]|91)|3(?:1[47]|25|[45][25]|96)|47[48]|625|932)|3(?:38[2578]|4(?:0[0-24-9]|3[78]|4[457]|58|6[035-9]|72|83|9[136-8])|5(?:2[124]|[368][23]|4[2689]|7[2-6])|7(?:16|2[15]|3[14]|4[13]|5[468]|7[3-5]|8[26])|8(?:2[67]|3[278]|4[3-5]|5[78]|6[1-378]|[78]7|94)))[4-6]\d{5}"), // mobile
            desc(&[10], r"3(?:7(?:1[15]|81)|8(?:21|4[16]|69|9[12]))[46]\d{5}|(?:2(?:2(?:2[59]|44|52)|3(?:26|44)|47[35]|9(?:[07]2|2[26]|34|46))|3327)[45]\d{5}|(?:2(?:657|9(?:54|66))|3(?:48[27]|7(?:55|77)|8(?:65|78)))[2-8]\d{5}|(?:2(?:284|3(?:02|23)|477|622|920)|3(?:4(?:46|89|92)|541))[2-7]\d{5}|(?:(?:11[0-8]|670)\d|2(?:2(?:0[45]|1[2-6]|3[3-6])|3(?:[06]4|7[45])|494|6(?:04|1[2-8]|[36][45]|4[3-6])|80[45]|9(?:[17][4-6]|[48][45]|9[3-6]))|3(?:364|4(?:1[2-8]|[25][4-6]|3[3-6]|84)|5(?:1[2-9]|[38][4-6])|6(?:2[45]|44)|7[069][45]|8(?:0[45]|1[2-7]|3[4-6]|5[3-6]|7[2-6]|8[3-68])))\d{6}|(?:2(?:2(?:62|81)|320|9(?:42|83))|3(?:329|4(?:62|7[16])|5(?:43|64)|7(?:18|5[17])))[2-6]\d{5}|2(?:2(?:21|4[23]|6[145]|7[1-4]|8[356]|9[267])|3(?:16|3[13-8]|43|5[346-8]|9[3-5])|6(?:2[46]|4[78]|5[1568])|9(?:03|2[1457-9]|3[1356]|4[08]|[56][23]|82))4\d{5}|(?:2(?:257|3(?:24|46|92)|9(?:01|23|64))|3(?:4(?:42|64)|5(?:25|37|4[47]|71)|7(?:35|72)|825))[3-6]\d{5}|(?:2(?:2(?:02|2[3467]|4[156]|5[45]|6[6-8]|91)|3(?:1[47]|25|[45][25]|96)|47[48]|625|932)|3(?:38[2578]|4(?:0[0-24-9]|3[78]|4[457]|58|6[035-9]|72|83|9[136-8])|5(?:2[124]|[368][23]|4[2689]|7[2-6])|7(?:16|2[15]|3[14]|4[13]|5[468]|7[3-5]|8[26])|8(?:2[67]|3[278]|4[3-5]|5[78]|6[1-378]|[78]7|94)))[4-6]\d{5}"), // fixed line
            desc(&[], r"800\d{7,8}"), // toll free
            desc(&[10], r"60[04579]\d{7}"), // premium rate
            desc(&[10], r"810\d{7}"), // UAN
        ],
    },
    // 55 BR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(?:0|90)(?:(1[245]|2[1-35]|31|4[13]|[56]5|99)(\d{10,11}))?", transform: r"$2", local_only: mask(&[]) }),
        general: desc(&[8, 9, 10, 11], r"[1-467]\d{9,10}|55[0-46-9]\d{8}|[34]\d{7}|55\d{7,8}|(?:5[0-46-9]|[89]\d)\d{7,9}"),
        types: &[
            desc(&[10, 11], r"(?:[14689][1-9]|2[12478]|3[1-578]|5[13-5]|7[13-579])(?:7|9\d)\d{7}"), // mobile
            desc(&[10], r"(?:[14689][1-9]|2[12478]|3[1-578]|5[13-5]|7[13-579])[2-5]\d{7}"), // fixed line
            desc(&[9, 10], r"800\d{6,7}"), // toll free
            desc(&[9, 10], r"[59]00\d{6,7}"), // premium rate
            desc(&[8, 10], r"(?:30[03]\d{3}|4(?:0(?:0\d|20)|370|864))\d{4}|300\d{5}"), // shared cost
        ],
    },
    // 56 CL
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9, 10, 11], r"12300\d{6}|6\d{9,10}|[2-9]\d{8}"),
        types: &[
            desc(&[9], r"2(?:1982[0-6]|3314[05-9])\d{3}|(?:2(?:1(?:160|962)|3(?:(?:[24]\d|50)\d|3(?:[0346-9]\d|1[0-35-9]|2[1-9]|5[0-24-9])|600)|646[59])|80[1-8]\d\d|9(?:(?:10[0-2]|7[1-9]\d)\d|3(?:[0-57-9]\d\d|6(?:0[02-9]|[1-9]\d))|6(?:[0-8]\d\d|9(?:[02-79]\d|1[05-9]))|9(?:[03-9]\d\d|1(?:[0235-9]\d|4[0-24-9])|2(?:[0-79]\d|8[0-46-9]))))\d{4}|(?:22|3[2-5]|[47][1-35]|5[1-3578]|6[13-57]|8[1-9]|9[2458])\d{7}"), // mobile
            desc(&[9], r"2(?:1982[0-6]|3314[05-9])\d{3}|(?:2(?:1(?:160|962)|3(?:(?:[24]\d|50)\d|3(?:[0346-9]\d|1[0-35-9]|2[1-9]|5[0-24-9])|600)|646[59])|(?:600|80[1-9])\d\d|9(?:(?:10[0-2]|7[1-9]\d)\d|3(?:[0-57-9]\d\d|6(?:0[02-9]|[1-9]\d))|6(?:[0-8]\d\d|9(?:[02-79]\d|1[05-9]))|9(?:[03-9]\d\d|1(?:[0235-9]\d|4[0-24-9])|2(?:[0-79]\d|8[0-46-9]))))\d{4}|(?:22|3[2-5]|[47][1-35]|5[1-3578]|6[13-57]|8[1-9]|9[2458])\d{7}"), // fixed line
            desc(&[9, 11], r"(?:123|8)00\d{6}"), // toll free
            desc(&[10, 11], r"600\d{7,8}"), // shared cost
            desc(&[9], r"44\d{7}"), // VoIP
        ],
    },
    // 57 CO
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0([3579]|4(?:[14]4|56))?", transform: "", local_only: mask(&[4, 7]) }),
        general: desc(&[8, 10, 11], r"(?:46|60\d\d)\d{6}|(?:1\d|[39])\d{9}"),
        types: &[
            desc(&[10], r"333301[0-5]\d{3}|3333(?:00|2[5-9]|[3-9]\d)\d{4}|(?:3(?:24[1-9]|3(?:00|3[0-24-9]))|9408)\d{6}|3(?:0[0-5]|1\d|2[0-3]|5[01]|70)\d{7}"), // mobile
            desc(&[8, 10], r"601055(?:[0-4]\d|50)\d\d|6010(?:[0-4]\d|5[0-4])\d{4}|(?:46|60(?:[18][1-9]|[24-7][2-9]))\d{6}"), // fixed line
            desc(&[11], r"1800\d{7}"), // toll free
            desc(&[10, 11], r"(?:19(?:0[01]|4[78])|901)\d{7}"), // premium rate
        ],
    },
    // 58 VE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[10], r"[68]00\d{7}|(?:[24]\d|[59]0)\d{8}"),
        types: &[
            desc(&[], r"4(?:1[24-8]|2[246])\d{7}"), // mobile
            desc(&[], r"(?:2(?:12|3[457-9]|[467]\d|[58][1-9]|9[1-6])|[4-6]00)\d{7}"), // fixed line
            desc(&[], r"800\d{7}"), // toll free
            desc(&[], r"90[01]\d{7}"), // premium rate
            desc(&[], r"501\d{7}"), // UAN
        ],
    },
    // 60 MY
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9, 10], r"1\d{8,9}|(?:3\d|[4-9])\d{7}"),
        types: &[
            desc(&[9, 10], r"1(?:(?:1888[689]|4400|8(?:47|8[27])[0-4])\d{4}|9\d{7,8})|1(?:0(?:[23568]\d|4[0-6]|7[016-9]|9[0-8])|1(?:[1-5]\d\d|6(?:0[5-9]|[1-9]\d)|7(?:[0-4]\d|5[0-79]|6[02-4]|8[02-5]))|(?:[26]\d|[37][1-9]|4[235-9])\d|5(?:31|9\d\d)|8(?:1[23]|[236]\d|4[06]|5(?:46|[7-9])|7[016-9]|8[01]|9[0-8]))\d{5}"), // mobile
            desc(&[8, 9], r"427[01]\d{4}|(?:3(?:2[0-36-9]|3[0-368]|4[0-278]|5[0-24-8]|6[0-467]|7[1246-9]|8\d|9[0-57])\d|4(?:2[0-689]|[3-79]\d|8[1-35689])|5(?:2[0-589]|[3468]\d|5[0-489]|7[1-9]|9[23])|6(?:2[2-9]|3[1357-9]|[46]\d|5[0-6]|7[0-35-9]|85|9[015-8])|7(?:[2579]\d|3[03-68]|4[0-8]|6[5-9]|8[0-35-9])|8(?:[24][2-8]|3[2-5]|5[2-7]|6[2-589]|7[2-578]|[89][2-9])|9(?:0[57]|13|[25-7]\d|[3489][0-8]))\d{5}"), // fixed line
            desc(&[10], r"1[378]00\d{6}"), // toll free
            desc(&[10], r"1600\d{6}"), // premium rate
            desc(&[10], r"15(?:4(?:6[0-4]\d|8(?:0[125]|[17]\d|21|3[01]|4[01589]|5[014]|6[02]))|6(?:32[0-6]|78\d))\d{4}"), // VoIP
        ],
    },
    // 61 AU
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(183[12])|0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8, 9, 10, 12], r"1(?:[0-79]\d{7}(?:\d(?:\d{2})?)?|8[0-24-9]\d{7})|[2-478]\d{8}|1\d{4,7}"),
        types: &[
            desc(&[9], r"4(?:79[01]|83[0-36-9]|9(?:5[0-3]|6[0-4]))\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}"), // mobile
            desc(&[9], r"(?:(?:241|349)0\d\d|8(?:51(?:0(?:0[03-9]|[12479]\d|3[2-9]|5[0-8]|6[1-9]|8[0-7])|1(?:[0235689]\d|1[0-69]|4[0-589]|7[0-47-9])|2(?:0[0-79]|[18][13579]|2[14-9]|3[0-46-9]|[4-6]\d|7[89]|9[0-4])|[34]\d\d)|91(?:(?:[0-58]\d|6[0135-9])\d|7(?:0[0-24-9]|[1-9]\d)|9(?:[0-46-9]\d|5[0-79]))))\d{3}|(?:2(?:[0-26-9]\d|3[0-8]|4[02-9]|5[0135-9])|3(?:[0-3589]\d|4[0-578]|6[1-9]|7[0-35-9])|7(?:[013-57-9]\d|2[0-8])|8(?:55|6[0-8]|[78]\d|9[02-9]))\d{6}"), // fixed line
            desc(&[7, 10], r"180(?:0\d{3}|2)\d{3}"), // toll free
            desc(&[10], r"190[0-26]\d{6}"), // premium rate
            desc(&[6, 8, 10, 12], r"13(?:00\d{6}(?:\d{2})?|45[0-4]\d{3})|13\d{4}"), // shared cost
            desc(&[9], r"14(?:5(?:1[0458]|[23][458])|71\d)\d{4}"), // VoIP
            desc(&[5, 6, 7, 8, 9], r"163\d{2,6}"), // pager
        ],
    },
    // 61 CC
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 7, 8, 9, 10, 12], r"1(?:[0-79]\d{8}(?:\d{2})?|8[0-24-9]\d{7})|[148]\d{8}|1\d{5,7}"),
        types: &[
            desc(&[9], r"4(?:79[01]|83[0-36-9]|9(?:5[0-3]|6[0-4]))\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}"), // mobile
            desc(&[9], r"8(?:51(?:0(?:02|31|60|89)|1(?:18|76)|223)|91(?:0(?:1[0-2]|29)|1(?:[28]2|50|79)|2(?:10|64)|3(?:[06]8|22)|4[29]8|62\d|70[23]|959))\d{3}"), // fixed line
            desc(&[7, 10], r"180(?:0\d{3}|2)\d{3}"), // toll free
            desc(&[10], r"190[0-26]\d{6}"), // premium rate
            desc(&[6, 8, 10, 12], r"13(?:00\d{6}(?:\d{2})?|45[0-4]\d{3})|13\d{4}"), // shared cost
            desc(&[9], r"14(?:5(?:1[0458]|[23][458])|71\d)\d{4}"), // VoIP
        ],
    },
    // 61 CX
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 7, 8, 9, 10, 12], r"1(?:[0-79]\d{8}(?:\d{2})?|8[0-24-9]\d{7})|[148]\d{8}|1\d{5,7}"),
        types: &[
            desc(&[9], r"4(?:79[01]|83[0-36-9]|9(?:5[0-3]|6[0-4]))\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}"), // mobile
            desc(&[9], r"8(?:51(?:0(?:01|30|59|88)|1(?:17|46|75)|2(?:22|35))|91(?:00[6-9]|1(?:[28]1|49|78)|2(?:09|63)|3(?:12|26|75)|4(?:56|97)|64\d|7(?:0[01]|1[0-2])|958))\d{3}"), // fixed line
            desc(&[7, 10], r"180(?:0\d{3}|2)\d{3}"), // toll free
            desc(&[10], r"190[0-26]\d{6}"), // premium rate
            desc(&[6, 8, 10, 12], r"13(?:00\d{6}(?:\d{2})?|45[0-4]\d{3})|13\d{4}"), // shared cost
            desc(&[9], r"14(?:5(?:1[0458]|[23][458])|71\d)\d{4}"), // VoIP
        ],
    },
    // 62 ID
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6]) }),
        general: desc(&[7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], r"00[1-9]\d{9,14}|(?:[1-36]|8\d{5})\d{6}|00\d{9}|[1-9]\d{8,10}|[2-9]\d{7}"),
        types: &[
            desc(&[9, 10, 11, 12], r"8[1-35-9]\d{7,10}"), // mobile
            desc(&[7, 8, 9, 10, 11], r"2[124]\d{7,8}|619\d{8}|2(?:1(?:14|500)|2\d{3})\d{3}|61\d{5,8}|(?:2(?:[35][1-4]|6[0-8]|7[1-6]|8\d|9[1-8])|3(?:1|[25][1-8]|3[1-68]|4[1-3]|6[1-3568]|7[0-469]|8\d)|4(?:0[1-589]|1[01347-9]|2[0-36-8]|3[0-24-68]|43|5[1-378]|6[1-5]|7[134]|8[1245])|5(?:1[1-35-9]|2[25-8]|3[124-9]|4[1-3589]|5[1-46]|6[1-8])|6(?:[25]\d|3[1-69]|4[1-6])|7(?:02|[125][1-9]|[36]\d|4[1-8]|7[0-36-9])|9(?:0[12]|1[013-8]|2[0-479]|5[125-8]|6[23679]|7[159]|8[01346]))\d{5,8}"), // fixed line
            desc(&[8, 9, 10, 11, 12, 13, 14, 15, 16, 17], r"00(?:1803\d{5,11}|7803\d{7})|(?:177\d|800)\d{5,7}"), // toll free
            desc(&[10], r"809\d{7}"), // premium rate
            desc(&[10], r"804\d{7}"), // shared cost
            desc(&[7, 10], r"(?:1500|8071\d{3})\d{3}"), // UAN
        ],
    },
    // 63 PH
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[4, 5, 7]) }),
        general: desc(&[6, 8, 9, 10, 11, 12, 13], r"(?:[2-7]|9\d)\d{8}|2\d{5}|(?:1800|8)\d{7,9}"),
        types: &[
            desc(&[10], r"(?:8(?:1[37]|9[5-8])|9(?:0[5-9]|1[0-24-9]|[235-7]\d|4[2-9]|8[135-9]|9[1-9]))\d{7}"), // mobile
            desc(&[6, 8, 9, 10], r"(?:(?:2[3-8]|3[2-68]|4[2-9]|5[2-6]|6[2-58]|7[24578])\d{3}|88(?:22\d\d|42))\d{4}|(?:2|8[2-8]\d\d)\d{5}"), // fixed line
            desc(&[11, 12, 13], r"1800\d{7,9}"), // toll free
        ],
    },
    // 64 NZ
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8, 9, 10], r"[1289]\d{9}|50\d{5}(?:\d{2,3})?|[27-9]\d{7,8}|(?:[34]\d|6[0-35-9])\d{6}|8\d{4,6}"),
        types: &[
            desc(&[8, 9, 10], r"2(?:[0-27-9]\d|6)\d{6,7}|2(?:1\d|75)\d{5}"), // mobile
            desc(&[8], r"240\d{5}|(?:3[2-79]|[49][2-9]|6[235-9]|7[2-57-9])\d{6}"), // fixed line
            desc(&[8, 9, 10], r"508\d{6,7}|80\d{6,8}"), // toll free
            desc(&[7, 8, 9, 10], r"(?:1[13-57-9]\d{5}|50(?:0[08]|30|66|77|88))\d{3}|90\d{6,8}"), // premium rate
            desc(&[9], r"70\d{7}"), // personal number
            desc(&[], r"8(?:1[16-9]|22|3\d|4[045]|5[459]|6[235-9]|7[0-3579]|90)\d{2,7}"), // UAN
        ],
    },
    // 65 SG
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 10, 11], r"(?:(?:1\d|8)\d\d|7000)\d{7}|[3689]\d{7}"),
        types: &[
            desc(&[8], r"80[1-9]\d{5}|(?:8[1-9]|9[0-8])\d{6}"), // mobile
            desc(&[8], r"662[0-24-9]\d{4}|6(?:[0-578]\d|6[013-57-9]|9[0-35-9])\d{5}"), // fixed line
            desc(&[10, 11], r"(?:18|8)00\d{7}"), // toll free
            desc(&[11], r"1900\d{7}"), // premium rate
            desc(&[8], r"(?:3[12]\d|666)\d{5}"), // VoIP
            desc(&[11], r"7000\d{7}"), // UAN
        ],
    },
    // 66 TH
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9, 10, 13], r"(?:001800|[2-57]|[689]\d)\d{7}|1\d{7,9}"),
        types: &[
            desc(&[9], r"(?:(?:14|[89]\d)\d\d|6(?:[1-6]\d\d|7(?:1[0-8]|2[4-7]|3[1-6])))\d{5}"), // mobile
            desc(&[8], r"(?:1[0689]|2\d|3[2-9]|4[2-5]|5[2-6]|7[3-7])\d{6}"), // fixed line
            desc(&[10, 13], r"(?:001800\d|1800)\d{6}"), // toll free
            desc(&[10], r"1900\d{6}"), // premium rate
            desc(&[9], r"6[08]\d{7}"), // VoIP
        ],
    },
    // 81 JP
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(000[2569]\d{4,6})$|(?:(?:003768)0?)|0", transform: r"$1", local_only: mask(&[]) }),
        general: desc(&[8, 9, 10, 11, 12, 13, 14, 15, 16, 17], r"00[1-9]\d{6,14}|[25-9]\d{9}|(?:00|[1-9]\d\d)\d{6}"),
        types: &[
            desc(&[10], r"[6-9]0[1-9]\d{7}"), // mobile
            desc(&[9], r"(?:1(?:1[235-8]|2[3-6]|3[3-9]|4[2-6]|[58][2-8]|6[2-7]|7[2-9]|9[1-9])|(?:2[2-9]|[36][1-9])\d|4(?:[2-578]\d|6[02-8]|9[2-59])|5(?:[2-589]\d|6[1-9]|7[2-8])|7(?:[25-9]\d|3[4-9]|4[02-9])|8(?:[2679]\d|3[2-9]|4[5-9]|5[1-9]|8[03-9])|9(?:[2-58]\d|[679][1-9]))\d{6}"), // fixed line
            desc(&[], r"00777(?:[01]|5\d)\d\d|(?:00(?:7778|882[1245])|(?:120|800\d)\d\d)\d{4}|00(?:37|66|78)\d{6,13}"), // toll free
            desc(&[9], r"990\d{6}"), // premium rate
            desc(&[9], r"60\d{7}"), // personal number
            desc(&[10], r"50[1-9]\d{7}"), // VoIP
            desc(&[10], r"20\d{8}"), // pager
            desc(&[9], r"570\d{6}"), // UAN
        ],
    },
    // 82 KR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0(8(?:[1-46-8]|5\d\d))?", transform: "", local_only: mask(&[3, 4, 7]) }),
        general: desc(&[5, 6, 8, 9, 10, 11, 12, 13, 14], r"00[1-9]\d{8,11}|(?:[12]|5\d{3})\d{7}|[13-6]\d{9}|(?:[1-6]\d|80)\d{7}|[3-6]\d{4,5}|(?:00|7)0\d{8}"),
        types: &[
            desc(&[9, 10], r"1(?:05(?:[0-8]\d|9[0-6])|22[13]\d)\d{4,5}|1(?:0[0-46-9]|[16-9]\d|2[013-9])\d{6,7}"), // mobile
            desc(&[5, 6, 8, 9, 10], r"(?:2|3[1-3]|[46][1-4]|5[1-5])[1-9]\d{6,7}|(?:3[1-3]|[46][1-4]|5[1-5])1\d{2,3}"), // fixed line
            desc(&[9, 11, 12, 13, 14], r"00(?:308\d{6,7}|798\d{7,9})|(?:00368|[38]0)\d{7}"), // toll free
            desc(&[9], r"60[2-9]\d{6}"), // premium rate
            desc(&[10, 11], r"50\d{8,9}"), // personal number
            desc(&[10], r"70\d{8}"), // VoIP
            desc(&[9, 10], r"15\d{7,8}"), // pager
            desc(&[8], r"1(?:5(?:22|33|44|66|77|88|99)|6(?:[07]0|44|6[0168]|88)|8(?:00|33|55|77|99))\d{4}"), // UAN
        ],
    },
    // 84 VN
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8, 9, 10], r"[12]\d{9}|[135-9]\d{8}|[16]\d{6,7}|7\d{6}"),
        types: &[
            desc(&[9], r"121[0-3]\d{5}|(?:1[46]0|(?:3\d|7[06-9])\d|5(?:[1689]\d|2[238]|59)|8(?:[1-8]\d|9[6-9])|9(?:[0-8]\d|9[013-9]))\d{6}"), // mobile
            desc(&[10], r"2(?:0[3-9]|1[0-689]|2[0-25-9]|[38][2-9]|4[2-8]|5[124-9]|6[0-39]|7[0-7]|9[0-4679])\d{7}"), // fixed line
            desc(&[8, 9, 10], r"1800\d{4,6}|12(?:0[13]|28)\d{4}"), // toll free
            desc(&[8, 9, 10], r"1900\d{4,6}"), // premium rate
            desc(&[9], r"672\d{6}"), // VoIP
            desc(&[7, 8], r"[17]99\d{4}|69\d{5,6}"), // UAN
        ],
    },
    // 86 CN
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(1(?:[12]\d|79)\d\d)|0", transform: "", local_only: mask(&[5, 6]) }),
        general: desc(&[7, 8, 9, 10, 11, 12], r"(?:(?:1[03-689]|2\d)\d\d|6)\d{8}|1\d{10}|[126]\d{6}(?:\d(?:\d{2})?)?|86\d{5,6}|(?:[3-579]\d|8[0-57-9])\d{5,9}"),
        types: &[
            desc(&[11], r"1(?:610\d|740[0-5])\d{6}|1(?:[38]\d|4[57]|[59][0-35-9]|6[25-7]|7[0-35-8])\d{8}"), // mobile
            desc(&[7, 8, 9, 10, 11], r"(?:10(?:[02-79]\d\d|[18](?:0[1-9]|[1-9]\d))|2(?:[02-57-9]\d{3}|1(?:[18](?:0[1-9]|[1-9]\d)|[2-79]\d\d))|9(?:78|94)\d\d)\d{5}|(?:43[35]|754|851)\d{7,8}|(?:10|2[0-57-9])(?:1(?:00|23)\d\d|95\d{3,4})|(?:43[35]|754|851)(?:1(?:00\d|23)\d|95\d{3,4})|9(?:78|94)(?:100\d\d|95\d{3,4})|(?:3(?:11|7[179])|4(?:[15]1|3[12])|5(?:1\d|2[37]|3[12]|51|7[13-79]|9[15])|7(?:[39]1|5[57]|6[09])|8(?:71|98))(?:[02-8]\d{7}|1(?:0(?:0\d\d(?:\d{3})?|[1-9]\d{5})|[13-9]\d{6}|2(?:[0-24-9]\d{5}|3\d(?:\d{4})?))|9(?:[0-46-9]\d{6}|5\d{3}(?:\d(?:\d{2})?)?))|(?:3(?:1[02-9]|35|49|5\d|7[02-6]|9[1-68])|4(?:1[25-9]|2[179]|3[46-9]|5[2-9]|6[47-9]|7\d|8[23])|5(?:3[03-9]|4[36]|5[02-9]|6[1-46]|7[028]|80|9[2-46-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[17]\d|2[248]|3[04-9]|4[3-6]|5[0-3689]|6[2368]|9[02-9])|8(?:1[236-8]|2[5-7]|3\d|5[4-9]|7[02-9]|8[36-8]|9[1-7])|9(?:0[1-3689]|1[1-79]|3\d|4[13]|5[1-5]|7[0-79]|9[0-35-9]))(?:[02-8]\d{6}|1(?:0(?:0\d\d(?:\d{2})?|[1-9]\d{4})|[13-9]\d{5}|2(?:[0-24-9]\d{4}|3\d(?:\d{3})?))|9(?:[0-46-9]\d{5}|5\d{3,5}))"), // fixed line
            desc(&[10, 12], r"(?:(?:10|21)8|8)00\d{7}"), // toll free
            desc(&[8], r"16[08]\d{5}"), // premium rate
            desc(&[7, 8, 9, 10, 11], r"10(?:10\d{4}|96\d{3,4})|400\d{7}|950\d{7,8}|(?:2[0-57-9]|3(?:[15]\d|35|49|7[0-79]|9[1-68])|4(?:1[125-9]|2[179]|[35][1-9]|6[47-9]|7\d|8[23])|5(?:[1357]\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-35]|6[0238]|9[12])|7(?:01|[1579]\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\d|5[14-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]\d|4[13]|5[1-5]))96\d{3,4}"), // shared cost
        ],
    },
    // 90 TR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 10, 12, 13], r"4\d{6}|8\d{11,12}|(?:[2-58]\d\d|900)\d{7}"),
        types: &[
            desc(&[10], r"5(?:61(?:011|61\d)|82[2-5]\d\d)\d{4}|5(?:[03-5]\d|1[06]|24|6[24]|7[245]|9[46])\d{7}"), // mobile
            desc(&[10], r"(?:2(?:1[26]|[28][2468]|[3-5][268]|[67][246])|3(?:[13][28]|[24-6][2468]|[78][02468]|92)|4(?:[16][246]|[23578][2468]|4[26]))\d{7}"), // fixed line
            desc(&[10, 12, 13], r"8(?:00\d{7}(?:\d{2,3})?|11\d{7})"), // toll free
            desc(&[10], r"(?:8[89]8|900)\d{7}"), // premium rate
            desc(&[10], r"592(?:21[12]|461)\d{4}"), // personal number
            desc(&[10], r"850\d{7}"), // VoIP
            desc(&[10], r"512\d{7}"), // pager
            desc(&[7], r"444\d{4}"), // UAN
        ],
    },
    // 91 IN
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9, 10, 11, 12, 13], r"(?:000800|[2-9]\d\d)\d{7}|1\d{7,12}"),
        types: &[
            desc(&[10], r"(?:6(?:1279|828[01489])|7(?:887[02-9]|9313)|8(?:079[04-9]|(?:84|91)7[02-8]))\d{5}|(?:160[01]|6(?:(?:12|[2-4]1|5[17]|6[13]|80)[0189]|7(?:1[0189]|86))|7(?:1(?:2[0189]|9[0-5])|3(?:2[5-8]|[34][017-9]|9[016-9])|5(?:[15][017-9]|2[04-9]|9[7-9])|6(?:0[0-47]|1[0-257-9]|2[0-4]|3[19]|5[4589])|70[0289]|88[089])|8(?:0(?:6[67]|7[02-8])|70[017-9]|84[01489]|91[0-289]))\d{6}|(?:731|8(?:16|2[014]|3[126]|6[136]|7[78]|83))(?:[0189]\d|7[02-8])\d{5}|(?:6(?:(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578])\d|7(?:[23569]\d|4[0189]|8[0-57-9])|8(?:[14-6]\d|2[0-79]))|7(?:1(?:[013-8]\d|9[6-9])|3(?:2[0-49]|9[2-5])|5(?:2[1-3]|9[0-6])|6(?:0[5689]|2[5-9]|3[02-8]|4\d|5[0-367])|70[13-7]|881))[0189]\d{5}|(?:6(?:[09]\d|1[04679]|2[03689]|3[05-9]|4[0489]|50|6[069]|7[07]|8[7-9])|7(?:[024]\d|3[05-8]|5[0346-8]|6[6-9]|7[1-9]|8[0-79]|9[06-9])|8(?:0[01589]|1[0-57-9]|2[235-9]|3[03-57-9]|[45]\d|6[02457-9]|7[1-69]|8[0-25-9]|9[02-9])|9\d\d)\d{7}"), // mobile
            desc(&[10], r"(?:2717(?:[2-7]\d|95)|6828[235-7]\d)\d{4}|(?:170[24]|280[13468]|4(?:20[24]|72[2-8])|552[1-7])\d{6}|(?:271[0-689]|682[0-79]|782[0-6])[2-7]\d{5}|(?:2(?:[02][2-79]|90)|3(?:23|80)|683|79[1-5])\d{7}|(?:11|33|4[04]|80)[2-7]\d{7}|(?:342|674|788)(?:[0189][2-7]|[2-7]\d)\d{5}|(?:1(?:2[0-249]|3[0-25]|4[145]|[59][14]|6[014]|7[1257]|8[01346])|2(?:1[257]|3[013]|4[01]|5[0137]|6[0158]|78|8[1568]|9[14])|3(?:26|4[13]|5[34]|6[01489]|7[02-46]|8[159])|4(?:1[36]|2[1-47]|3[15]|5[12]|6[0-26-9]|7[014-9]|8[013-57]|9[014-7])|5(?:1[025]|22|[36][25]|4[28]|[578]1|9[15])|6(?:12|[2-47]1|5[17]|6[13]|80)|7(?:12|2[14]|3[134]|4[47]|5[15]|[67]1)|8(?:16|2[014]|3[126]|6[136]|7[078]|8[34]|91))[2-7]\d{6}|(?:1(?:2[35-8]|3[346-9]|4[236-9]|[59][0235-9]|6[235-9]|7[34689]|8[257-9])|2(?:1[134689]|3[24-8]|4[2-8]|5[25689]|6[2-4679]|7[3-79]|8[2-479]|9[235-9])|3(?:01|1[79]|2[1245]|4[5-8]|5[125689]|6[235-7]|7[157-9]|8[2-46-8])|4(?:1[14578]|2[5689]|3[2-467]|5[4-7]|6[35]|73|8[2689]|9[2389])|5(?:[16][146-9]|2[14-8]|3[1346]|4[14-69]|5[46]|7[2-4]|8[2-8]|9[246])|6(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578]|7[235689]|8[14-6])|7(?:1[013-9]|2[0235-9]|3[2679]|4[1-35689]|5[2-46-9]|[67][02-9]|8[013-7]|90)|8(?:1[1357-9]|2[235-8]|3[03-57-9]|4[0-24-9]|5\d|6[2457-9]|7[1-6]|8[1256]|9[2-4]))\d[2-7]\d{5}"), // fixed line
            desc(&[], r"000800\d{7}|180(?:0\d{4,9}|3\d{9})"), // toll free
            desc(&[13], r"186[12]\d{9}"), // premium rate
            desc(&[11], r"1860\d{7}"), // shared cost
            desc(&[10], r"140\d{7}"), // UAN
        ],
    },
    // 92 PK
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6, 7]) }),
        general: desc(&[8, 9, 10, 11, 12], r"122\d{6}|[24-8]\d{10,11}|9(?:[013-9]\d{8,10}|2(?:[01]\d\d|2(?:[06-8]\d|1[01]))\d{7})|(?:[2-8]\d{3}|92(?:[0-7]\d|8[1-9]))\d{6}|[24-9]\d{8}|[89]\d{7}"),
        types: &[
            desc(&[10], r"3(?:[0-247]\d|3[0-79]|55|64)\d{7}"), // mobile
            desc(&[9, 10], r"(?:(?:21|42)[2-9]|58[126])\d{7}|(?:2[25]|4[0146-9]|5[1-35-7]|6[1-8]|7[14]|8[16]|91)[2-9]\d{6,7}|(?:2(?:3[2358]|4[2-4]|9[2-8])|45[3479]|54[2-467]|60[468]|72[236]|8(?:2[2-689]|3[23578]|4[3478]|5[2356])|9(?:2[2-8]|3[27-9]|4[2-6]|6[3569]|9[25-8]))[2-9]\d{5,6}"), // fixed line
            desc(&[8, 11], r"800\d{5}(?:\d{3})?"), // toll free
            desc(&[8], r"900\d{5}"), // premium rate
            desc(&[9], r"122\d{6}"), // personal number
            desc(&[11, 12], r"(?:2(?:[125]|3[2358]|4[2-4]|9[2-8])|4(?:[0-246-9]|5[3479])|5(?:[1-35-7]|4[2-467])|6(?:0[468]|[1-8])|7(?:[14]|2[236])|8(?:[16]|2[2-689]|3[23578]|4[3478]|5[2356])|9(?:1|22|3[27-9]|4[2-6]|6[3569]|9[2-7]))111\d{6}"), // UAN
        ],
    },
    // 93 AF
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[9], r"[2-7]\d{8}"),
        types: &[
            desc(&[], r"7\d{8}"), // mobile
            desc(&[], r"(?:[25][0-8]|[34][0-4]|6[0-5])[2-9]\d{6}"), // fixed line
        ],
    },
    // 94 LK
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[9], r"[1-9]\d{8}"),
        types: &[
            desc(&[], r"7(?:[0-25-8]\d|4[0-4])\d{6}"), // mobile
            desc(&[], r"(?:12[2-9]|602|8[12]\d|9(?:1\d|22|9[245]))\d{6}|(?:11|2[13-7]|3[1-8]|4[157]|5[12457]|6[35-7])[2-57]\d{6}"), // fixed line
            desc(&[], r"1973\d{5}"), // UAN
        ],
    },
    // 95 MM
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5]) }),
        general: desc(&[6, 7, 8, 9, 10], r"1\d{5,7}|95\d{6}|(?:[4-7]|9[0-46-9])\d{6,8}|(?:2|8\d)\d{5,8}"),
        types: &[
            desc(&[7, 8, 9, 10], r"(?:17[01]|9(?:2(?:[0-4]|[56]\d\d)|(?:3(?:[0-36]|4\d)|(?:6\d|8[89]|9[4-8])\d|7(?:3|40|[5-9]\d))\d|4(?:(?:[0245]\d|[1379])\d|88)|5[0-6])\d)\d{4}|9[69]1\d{6}|9(?:[68]\d|9[089])\d{5}"), // mobile
            desc(&[6, 7, 8, 9], r"(?:1(?:(?:12|[28]\d|3[56]|7[3-6]|9[0-6])\d|4(?:2[29]|7[0-2]|83)|6)|2(?:2(?:00|8[34])|4(?:0\d|22|7[0-2]|83)|51\d\d)|4(?:2(?:2\d\d|48[013])|3(?:20\d|4(?:70|83)|56)|420\d|5(?:2\d|470))|6(?:0(?:[23]|88\d)|(?:124|[56]2\d)\d|2472|3(?:20\d|470)|4(?:2[04]\d|472)|7(?:3\d\d|4[67]0|8(?:[01459]\d|8))))\d{4}|5(?:2(?:2\d{5,6}|47[02]\d{4})|(?:3472|4(?:2(?:1|86)|470)|522\d|6(?:20\d|483)|7(?:20\d|48[01])|8(?:20\d|47[02])|9(?:20\d|470))\d{4})|7(?:(?:0470|4(?:25\d|470)|5(?:202|470|96\d))\d{4}|1(?:20\d{4,5}|4(?:70|83)\d{4}))|8(?:1(?:2\d{5,6}|4(?:10|7[01]\d)\d{3})|2(?:2\d{5,6}|(?:320|490\d)\d{3})|(?:3(?:2\d\d|470)|4[24-7]|5(?:(?:2\d|51)\d|4(?:[1-35-9]\d|4[0-57-9]))|6[23])\d{4})|(?:1[2-6]\d|4(?:2[24-8]|3[2-7]|[46][2-6]|5[3-5])|5(?:[27][2-8]|3[2-68]|4[24-8]|5[23]|6[2-4]|8[24-7]|9[2-7])|6(?:[19]20|42[03-6]|(?:52|7[45])\d)|7(?:[04][24-8]|[15][2-7]|22|3[2-4])|8(?:1[2-689]|2[2-8]|(?:[35]2|64)\d))\d{4}|25\d{5,6}|(?:2[2-9]|6(?:1[2356]|[24][2-6]|3[24-6]|5[2-4]|6[2-8]|7[235-7]|8[245]|9[24])|8(?:3[24]|5[245]))\d{4}"), // fixed line
            desc(&[10], r"80080(?:0[1-9]|2\d)\d{3}"), // toll free
            desc(&[8], r"1333\d{4}"), // VoIP
        ],
    },
    // 98 IR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[8]) }),
        general: desc(&[4, 5, 6, 7, 10], r"[1-9]\d{9}|(?:[1-8]\d\d|9)\d{3,4}"),
        types: &[
            desc(&[10], r"9(?:(?:0[0-5]|[13]\d|2[0-3])\d\d|9(?:[0-46]\d\d|5(?:10|5\d)|8(?:[12]\d|3[0-2]|88)|9(?:[0-359]\d|69|77|8[7-9])))\d{5}"), // mobile
            desc(&[6, 7, 10], r"(?:1[137]|2[13-68]|3[1458]|4[145]|5[1468]|6[16]|7[1467]|8[13467])(?:[03-57]\d{7}|[16]\d{3}(?:\d{4})?|[289]\d{3}(?:\d(?:\d{3})?)?)|94(?:000[09]|(?:12\d|30[0-2])\d|2(?:[02689]0\d|121)|4(?:111|40\d))\d{4}"), // fixed line
            desc(&[4, 5], r"96(?:0[12]|2[16-8]|3(?:08|[14]5|[23]|66)|4(?:0|80)|5[01]|6[89]|86|9[19])"), // UAN
        ],
    },
    // 211 SS
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"[19]\d{8}"),
        types: &[
            desc(&[], r"(?:12|9[1257-9])\d{7}"), // mobile
            desc(&[], r"1[89]\d{7}"), // fixed line
        ],
    },
    // 212 MA
    Region {
        leading_digits: Some(r"[5-8]"),
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"[5-8]\d{8}"),
        types: &[
            desc(&[], r"(?:6(?:[0-79]\d|8[0-247-9])|7(?:[016-8]\d|2[0-8]|3[01]|5[0-5]))\d{6}"), // mobile
            desc(&[], r"5(?:(?:18|4[0679]|5[03])\d|2(?:[0-25-79]\d|3[1-578]|4[02-46-8]|8[0235-9])|3(?:[0-47]\d|5[02-9]|6[02-8]|8[014-9]|9[3-9]))\d{5}"), // fixed line
            desc(&[], r"80[0-7]\d{6}"), // toll free
            desc(&[], r"89\d{7}"), // premium rate
            desc(&[], r"(?:592(?:4[0-2]|93)|80[89]\d\d)\d{4}"), // VoIP
        ],
    },
    // 212 EH
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"[5-8]\d{8}"),
        types: &[
            desc(&[], r"(?:6(?:[0-79]\d|8[0-247-9])|7(?:[016-8]\d|2[0-8]|3[01]|5[0-5]))\d{6}"), // mobile
            desc(&[], r"528[89]\d{5}"), // fixed line
            desc(&[], r"80[0-7]\d{6}"), // toll free
            desc(&[], r"89\d{7}"), // premium rate
            desc(&[], r"(?:592(?:4[0-2]|93)|80[89]\d\d)\d{4}"), // VoIP
        ],
    },
    // 213 DZ
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9], r"(?:[1-4]|[5-79]\d|80)\d{7}"),
        types: &[
            desc(&[9], r"5(?:4[0-29]|6[0-4])\d{6}|(?:55|6\d|7[7-9])\d{7}"), // mobile
            desc(&[], r"9619\d{5}|(?:[1-3]\d|4[013-689])\d{6}"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[9], r"80[3-689]1\d{5}"), // premium rate
            desc(&[9], r"80[12]1\d{5}"), // shared cost
            desc(&[9], r"98[23]\d{6}"), // VoIP
        ],
    },
    // 216 TN
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[2-57-9]\d{7}"),
        types: &[
            desc(&[], r"3(?:001|[12]40)\d{4}|(?:(?:[259]\d|4[0-8])\d|3(?:1[1-35]|6[0-4]|91))\d{5}"), // mobile
            desc(&[], r"81200\d{3}|(?:3[0-2]|7\d)\d{6}"), // fixed line
            desc(&[], r"8010\d{4}"), // toll free
            desc(&[], r"88\d{6}"), // premium rate
            desc(&[], r"8[12]10\d{4}"), // shared cost
        ],
    },
    // 218 LY
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[9], r"[2-9]\d{8}"),
        types: &[
            desc(&[], r"9[1-6]\d{7}"), // mobile
            desc(&[], r"(?:2(?:0[56]|[1-6]\d|7[124579]|8[124])|3(?:1\d|2[2356])|4(?:[17]\d|2[1-357]|5[2-4]|8[124])|5(?:[1347]\d|2[1-469]|5[13-5]|8[1-4])|6(?:[1-479]\d|5[2-57]|8[1-5])|7(?:[13]\d|2[13-79])|8(?:[124]\d|5[124]|84))\d{6}"), // fixed line
        ],
    },
    // 220 GM
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 9], r"[48]\d{8}|[2-9]\d{6}"),
        types: &[
            desc(&[], r"(?:(?:[23679]\d|4[015]|8(?:(?:3[35]|6[68]|99)\d|7(?:[27]\d|4[015])))\d|5(?:[0-489]\d|56))\d{4}|8[4-7]\d{5}"), // mobile
            desc(&[], r"(?:4(?:[23]\d\d|4(?:1[024679]|(?:4(?:[237-9]\d|4[14-9])|8[0-389]\d)\d|5(?:5(?:3\d|4[0-7])|[67]\d\d)))|5(?:5(?:3\d|4[0-7])|6[67]\d|7(?:1[04]|2[035]|3[58]|48))|8[0-389]\d\d)\d{3}|44[6-9]\d{4}"), // fixed line
        ],
    },
    // 221 SN
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"(?:[378]\d|93)\d{7}"),
        types: &[
            desc(&[], r"7(?:[015-8]\d|21|90)\d{6}"), // mobile
            desc(&[], r"3(?:[026]\d|3[89])\d{6}"), // fixed line
            desc(&[], r"800\d{6}"), // toll free
            desc(&[], r"88[4689]\d{6}"), // premium rate
            desc(&[], r"81[02468]\d{6}"), // shared cost
            desc(&[], r"(?:39|93)\d{7}"), // VoIP
        ],
    },
    // 222 MR
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:[2-4]\d\d|800)\d{5}"),
        types: &[
            desc(&[], r"[2-4][0-46-9]\d{6}"), // mobile
            desc(&[], r"(?:25[08]|35\d|45[1-7])\d{5}"), // fixed line
            desc(&[], r"800\d{5}"), // toll free
        ],
    },
    // 223 ML
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[24-9]\d{7}"),
        types: &[
            desc(&[], r"2(?:0(?:01|79)|17\d)\d{4}|(?:5[0-3]|[679]\d|8[2-59])\d{6}"), // mobile
            desc(&[], r"2(?:07[0-8]|12[67])\d{4}|(?:2(?:02|1[4-689])|4(?:0[0-4]|4[1-69]))\d{5}"), // fixed line
            desc(&[], r"80\d{6}"), // toll free
        ],
    },
    // 224 GN
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 9], r"722\d{6}|(?:3|6\d)\d{7}"),
        types: &[
            desc(&[9], r"6[0-356]\d{7}"), // mobile
            desc(&[8], r"3(?:0(?:24|3[12]|4[1-35-7]|5[13]|6[189]|[78]1|9[1478])|1\d\d)\d{4}"), // fixed line
            desc(&[9], r"722\d{6}"), // VoIP
        ],
    },
    // 225 CI
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[10], r"[02]\d{9}"),
        types: &[
            desc(&[], r"0[157]\d{8}"), // mobile
            desc(&[], r"2(?:[15]\d{3}|7(?:2(?:0[23]|1[2357]|2[245]|3[45]|4[3-5])|3(?:06|1[69]|[2-6]7)))\d{5}"), // fixed line
        ],
    },
    // 226 BF
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[024-7]\d{7}"),
        types: &[
            desc(&[], r"(?:0[1-7]|4[4-6]|5[0-8]|[67]\d)\d{6}"), // mobile
            desc(&[], r"2(?:0(?:49|5[23]|6[5-7]|9[016-9])|4(?:4[569]|5[4-6]|6[5-7]|7[0179])|5(?:[34]\d|50|6[5-8]))\d{4}"), // fixed line
        ],
    },
    // 227 NE
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[027-9]\d{7}"),
        types: &[
            desc(&[], r"(?:23|7[0467]|[89]\d)\d{6}"), // mobile
            desc(&[], r"2(?:0(?:20|3[1-8]|4[13-5]|5[14]|6[14578]|7[1-578])|1(?:4[145]|5[14]|6[14-68]|7[169]|88))\d{4}"), // fixed line
            desc(&[], r"08\d{6}"), // toll free
            desc(&[], r"09\d{6}"), // premium rate
        ],
    },
    // 228 TG
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[279]\d{7}"),
        types: &[
            desc(&[], r"(?:7[0-389]|9[0-36-9])\d{6}"), // mobile
            desc(&[], r"2(?:2[2-7]|3[23]|4[45]|55|6[67]|77)\d{5}"), // fixed line
        ],
    },
    // 229 BJ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 10], r"(?:01\d|8)\d{7}"),
        types: &[
            desc(&[10], r"01(?:2[5-9]|[4-69]\d)\d{6}"), // mobile
            desc(&[10], r"012\d{7}"), // fixed line
            desc(&[8], r"857[58]\d{4}"), // VoIP
            desc(&[8], r"81\d{6}"), // UAN
        ],
    },
    // 230 MU
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 10], r"(?:[57]|8\d\d)\d{7}|[2-468]\d{6}"),
        types: &[
            desc(&[8], r"5(?:4(?:2[1-389]|7[1-9])|87[15-8])\d{4}|(?:5(?:2[5-9]|4[3-689]|[57]\d|8[0-689]|9[0-8])|7(?:0[0-7]|3[013]))\d{5}"), // mobile
            desc(&[7, 8], r"(?:2(?:[0346-8]\d|1[0-8])|4(?:[013568]\d|2[0-24-8]|71|90)|54(?:[3-5]\d|71)|6\d\d|8(?:14|3[129]))\d{4}"), // fixed line
            desc(&[7, 10], r"802\d{7}|80[0-2]\d{4}"), // toll free
            desc(&[7], r"30\d{5}"), // premium rate
            desc(&[7], r"3(?:20|9\d)\d{4}"), // VoIP
            desc(&[7], r"219\d{4}"), // pager
        ],
    },
    // 231 LR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8, 9], r"(?:[2457]\d|33|88)\d{7}|(?:2\d|[4-6])\d{6}"),
        types: &[
            desc(&[7, 9], r"(?:(?:(?:22|33)0|555|7(?:6[01]|7\d)|88\d)\d|4(?:240|[67]))\d{5}|[56]\d{6}"), // mobile
            desc(&[8], r"2\d{7}"), // fixed line
            desc(&[9], r"332(?:02|[34]\d)\d{4}"), // premium rate
        ],
    },
    // 232 SL
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[8], r"(?:[237-9]\d|66)\d{6}"),
        types: &[
            desc(&[], r"(?:25|3[0-5]|66|7\d|8[08]|9[09])\d{6}"), // mobile
            desc(&[], r"22[2-4][2-9]\d{4}"), // fixed line
        ],
    },
    // 233 GH
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[8, 9], r"[235]\d{8}|800\d{5,6}"),
        types: &[
            desc(&[9], r"(?:2(?:[0346-9]\d|5[67])|5(?:[03-7]\d|9[1-9]))\d{6}"), // mobile
            desc(&[9], r"3(?:181[0-5]|285[0-7]|3810)\d{4}|3(?:0(?:[237-9]\d|60)|[167](?:2[0-6]|7\d|80)|2(?:2[0-5]|7\d|8[0-4])|3(?:2[0-3]|7\d|80)|4(?:2[013-9]|3[01]|7\d|80)|5(?:2[0-7]|7\d|80)|8(?:2[0-2]|7\d|80)|9(?:[28]0|7\d))\d{5}"), // fixed line
            desc(&[], r"800\d{5,6}"), // toll free
        ],
    },
    // 234 NG
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[10, 11, 12, 13, 14], r"(?:20|9\d)\d{8}|[78]\d{9,13}"),
        types: &[
            desc(&[10], r"(?:702[0-24-9]|819[01])\d{6}|(?:7(?:0[13-9]|[12]\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[0-6]))\d{7}"), // mobile
            desc(&[10], r"20(?:[1259]\d|3[013-9]|4[1-8]|6[024-689]|7[1-79]|8[2-9])\d{6}"), // fixed line
            desc(&[], r"800\d{7,11}"), // toll free
            desc(&[], r"700\d{7,11}"), // UAN
        ],
    },
    // 235 TD
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:22|[3689]\d|77)\d{6}"),
        types: &[
            desc(&[], r"(?:3[01]|[69]\d|77|8[5-7])\d{6}"), // mobile
            desc(&[], r"22(?:[37-9]0|5[0-5]|6[89])\d{4}"), // fixed line
        ],
    },
    // 236 CF
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"8776\d{4}|(?:[27]\d|61)\d{6}"),
        types: &[
            desc(&[], r"7[02-7]\d{6}"), // mobile
            desc(&[], r"(?:2[12]|61)\d{6}"), // fixed line
            desc(&[], r"8776\d{4}"), // premium rate
        ],
    },
    // 237 CM
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 9], r"[26]\d{8}|88\d{6,7}"),
        types: &[
            desc(&[9], r"(?:24[23]|6(?:[25-9]\d|4[0-2]))\d{6}"), // mobile
            desc(&[9], r"2(?:22|33)\d{6}"), // fixed line
            desc(&[], r"88\d{6,7}"), // toll free
        ],
    },
    // 238 CV
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:[2-59]\d\d|800)\d{4}"),
        types: &[
            desc(&[], r"(?:36|5[1-37-9]|9\d)\d{5}"), // mobile
            desc(&[], r"2(?:2[1-7]|3[0-8]|4[12]|5[1256]|6\d|7[1-3]|8[1-5])\d{4}"), // fixed line
            desc(&[], r"800\d{4}"), // toll free
            desc(&[], r"(?:3[3-5]|4[356])\d{5}"), // VoIP
        ],
    },
    // 239 ST
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:22|9\d)\d{5}"),
        types: &[
            desc(&[], r"900[5-9]\d{3}|9(?:0[1-9]|[89]\d)\d{4}"), // mobile
            desc(&[], r"22\d{5}"), // fixed line
        ],
    },
    // 240 GQ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"222\d{6}|(?:3\d|55|[89]0)\d{7}"),
        types: &[
            desc(&[], r"(?:222|55\d)\d{6}"), // mobile
            desc(&[], r"33[0-24-9]\d[46]\d{4}|3(?:33|5\d)\d[7-9]\d{4}"), // fixed line
            desc(&[], r"80\d[1-9]\d{5}"), // toll free
            desc(&[], r"90\d[1-9]\d{5}"), // premium rate
        ],
    },
    // 241 GA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0(11\d{6}|60\d{6}|61\d{6}|6[256]\d{6}|7[467]\d{6})", transform: r"$1", local_only: mask(&[]) }),
        general: desc(&[7, 8], r"(?:[067]\d|11)\d{6}|[2-7]\d{6}"),
        types: &[
            desc(&[], r"(?:(?:0[2-7]|7[467])\d|6(?:0[0-4]|10|[256]\d))\d{5}|[2-7]\d{6}"), // mobile
            desc(&[8], r"[01]1\d{6}"), // fixed line
        ],
    },
    // 242 CG
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"222\d{6}|(?:0\d|80)\d{7}"),
        types: &[
            desc(&[], r"026(?:1[0-5]|6[6-9])\d{4}|0(?:[14-6]\d\d|2(?:40|5[5-8]|6[07-9]))\d{5}"), // mobile
            desc(&[], r"222[1-589]\d{5}"), // fixed line
            desc(&[], r"80[0-2]\d{6}"), // premium rate
        ],
    },
    // 243 CD
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8, 9, 10], r"(?:(?:[189]|5\d)\d|2)\d{7}|[1-68]\d{6}"),
        types: &[
            desc(&[7, 9], r"88\d{5}|(?:8[0-79]|9[016-9])\d{7}"), // mobile
            desc(&[], r"(?:(?:12|573)\d\d|276)\d{5}|[1-6]\d{6}"), // fixed line
        ],
    },
    // 244 AO
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"[29]\d{8}"),
        types: &[
            desc(&[], r"9[1-79]\d{7}"), // mobile
            desc(&[], r"2\d(?:[0134][25-9]|[25-9]\d)\d{5}"), // fixed line
        ],
    },
    // 245 GW
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 9], r"[49]\d{8}|4\d{6}"),
        types: &[
            desc(&[9], r"9(?:5\d|6[569]|77)\d{6}"), // mobile
            desc(&[9], r"443\d{6}"), // fixed line
            desc(&[7], r"40\d{5}"), // VoIP
        ],
    },
    // 246 IO
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"3\d{6}"),
        types: &[
            desc(&[], r"38\d{5}"), // mobile
            desc(&[], r"37\d{5}"), // fixed line
        ],
    },
    // 247 AC
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 6], r"(?:[01589]\d|[2-467])\d{4}"),
        types: &[
            desc(&[5], r"[2-47]\d{4}"), // mobile
            desc(&[5], r"6\d{4}"), // fixed line
            desc(&[6], r"(?:0[1-9]|[1589]\d)\d{4}"), // UAN
        ],
    },
    // 248 SC
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:[2489]\d|64)\d{5}"),
        types: &[
            desc(&[], r"2[125-8]\d{5}"), // mobile
            desc(&[], r"4[2-46]\d{5}"), // fixed line
            desc(&[], r"800[08]\d{3}"), // toll free
            desc(&[], r"85\d{5}"), // premium rate
            desc(&[], r"971\d{4}|(?:64|95)\d{5}"), // VoIP
        ],
    },
    // 249 SD
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"[19]\d{8}"),
        types: &[
            desc(&[], r"(?:1[0-2]|9[0-3569])\d{7}"), // mobile
            desc(&[], r"1(?:5\d|8[35-7])\d{6}"), // fixed line
        ],
    },
    // 250 RW
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9], r"(?:06|[27]\d\d|[89]00)\d{6}"),
        types: &[
            desc(&[9], r"7[237-9]\d{7}"), // mobile
            desc(&[], r"(?:06|2[23568]\d)\d{6}"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[9], r"900\d{6}"), // premium rate
        ],
    },
    // 251 ET
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[9], r"(?:11|[2-57-9]\d)\d{7}"),
        types: &[
            desc(&[], r"700[1-9]\d{5}|(?:7(?:0[1-9]|1[0-8]|2[1-35-79]|3\d|77|86|99)|(?:8[01]|9\d)\d)\d{6}"), // mobile
            desc(&[], r"(?:11(?:[124]\d\d|3(?:[0-79]\d|8[0-7])|5(?:[02-9]\d|1[0-57-9])|6(?:[02-79]\d|1[0-57-9]|8[0-8]))|2(?:2(?:11[1-9]|22[0-7]|33\d|44[1467]|66[1-68])|5(?:11[124-6]|33[2-8]|44[1467]|55[14]|66[1-3679]|77[124-79]|880))|3(?:3(?:11[0-46-8]|(?:22|55)[0-6]|33[0134689]|44[04]|66[01467])|4(?:44[0-8]|55[0-69]|66[0-3]|77[1-5]))|4(?:6(?:119|22[0-24-7]|33[1-5]|44[13-69]|55[14-689]|660|88[1-4])|7(?:(?:11|22)[1-9]|33[13-7]|44[13-6]|55[1-689]))|5(?:7(?:227|55[05]|(?:66|77)[14-8])|8(?:11[149]|22[013-79]|33[0-68]|44[013-8]|550|66[1-5]|77\d)))\d{4}"), // fixed line
        ],
    },
    // 252 SO
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[6, 7, 8, 9], r"[346-9]\d{8}|[12679]\d{7}|[1-5]\d{6}|[1348]\d{5}"),
        types: &[
            desc(&[7, 8, 9], r"(?:(?:15|(?:3[59]|4[89]|6\d|7[0-35-9]|8[08])\d|9(?:0\d|[2-9]))\d|2(?:4\d|8))\d{5}|(?:[67]\d\d|904)\d{5}"), // mobile
            desc(&[6, 7], r"(?:1\d|2[0-79]|3[0-46-8]|4[0-7]|5[57-9])\d{5}|(?:[134]\d|8[125])\d{4}"), // fixed line
        ],
    },
    // 253 DJ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:2\d|77)\d{6}"),
        types: &[
            desc(&[], r"77\d{6}"), // mobile
            desc(&[], r"2(?:1[2-5]|7[45])\d{5}"), // fixed line
        ],
    },
    // 254 KE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8, 9, 10], r"(?:[17]\d\d|900)\d{6}|(?:2|80)0\d{6,7}|[4-6]\d{6,8}"),
        types: &[
            desc(&[9], r"(?:1(?:0[0-8]|[18]\d|2[014]|3[05-9]|4[0-6])|7\d\d)\d{6}"), // mobile
            desc(&[7, 8, 9], r"(?:4[245]|5[1-79]|6[01457-9])\d{5,7}|(?:4[136]|5[08]|62)\d{7}|(?:[24]0|66)\d{6,7}"), // fixed line
            desc(&[9, 10], r"800[02-8]\d{5,6}"), // toll free
            desc(&[9], r"900[02-9]\d{5}"), // premium rate
        ],
    },
    // 255 TZ
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"(?:[25-8]\d|41|90)\d{7}"),
        types: &[
            desc(&[], r"(?:6[0-35-9]|7\d)\d{7}"), // mobile
            desc(&[], r"2[2-8]\d{7}"), // fixed line
            desc(&[], r"80[08]\d{6}"), // toll free
            desc(&[], r"90\d{7}"), // premium rate
            desc(&[], r"8(?:40|6[01])\d{6}"), // shared cost
            desc(&[], r"41\d{7}"), // VoIP
        ],
    },
    // 256 UG
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6, 7]) }),
        general: desc(&[9], r"800\d{6}|(?:[29]0|[347]\d)\d{7}"),
        types: &[
            desc(&[], r"7(?:28|34)0\d{5}|7(?:[014-8]\d|2[01467]|3[0-267]|9[0-589])\d{6}"), // mobile
            desc(&[], r"20(?:(?:24[09]|30[67])\d|6(?:00[0-2]|30[0-4]))\d{3}|(?:20(?:[017]\d|2[5-9]|3[1-4]|5[0-4]|6[15-9])|[34]\d{3})\d{5}"), // fixed line
            desc(&[], r"800[1-3]\d{5}"), // toll free
            desc(&[], r"90[1-3]\d{6}"), // premium rate
        ],
    },
    // 257 BI
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:[267]\d|31)\d{6}"),
        types: &[
            desc(&[], r"(?:29|6[1-9]|7[125-9])\d{6}"), // mobile
            desc(&[], r"(?:22|31)\d{6}"), // fixed line
        ],
    },
    // 258 MZ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 9], r"(?:2|8\d)\d{7}"),
        types: &[
            desc(&[9], r"8[2-9]\d{7}"), // mobile
            desc(&[8], r"2(?:[1346]\d|5[0-2]|[78][12]|93)\d{5}"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
        ],
    },
    // 260 ZM
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[9], r"800\d{6}|(?:21|[579]\d|63)\d{7}"),
        types: &[
            desc(&[], r"(?:[59][5-8]|7[5-9])\d{7}"), // mobile
            desc(&[], r"21[1-8]\d{6}"), // fixed line
            desc(&[], r"800\d{6}"), // toll free
            desc(&[], r"63\d{7}"), // VoIP
        ],
    },
    // 261 MG
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"([24-9]\d{6})$|0", transform: r"20$1", local_only: mask(&[7]) }),
        general: desc(&[9], r"[23]\d{8}"),
        types: &[
            desc(&[], r"3[2-9]\d{7}"), // mobile
            desc(&[], r"2072[29]\d{4}|20(?:2\d|4[47]|5[3467]|6[279]|7[356]|8[268]|9[2457])\d{5}"), // fixed line
            desc(&[], r"22\d{7}"), // VoIP
        ],
    },
    // 262 RE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"709\d{6}|(?:26|[689]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:69(?:2\d\d|3(?:[06][0-6]|1[0-3]|2[0-2]|3[0-39]|4\d|5[0-5]|7[0-37]|8[0-8]|9[0-479]))|7092[0-3])\d{4}"), // mobile
            desc(&[], r"2631[0-6]\d{4}|26(?:2\d|30|88)\d{5}"), // fixed line
            desc(&[], r"80\d{7}"), // toll free
            desc(&[], r"89[1-37-9]\d{6}"), // premium rate
            desc(&[], r"8(?:1[019]|2[0156]|84|90)\d{6}"), // shared cost
            desc(&[], r"9(?:399[0-3]|479[0-6]|76(?:2[278]|3[0-37]))\d{4}"), // VoIP
        ],
    },
    // 262 YT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"(?:639\d|7093)\d{5}|(?:26|80|9\d)\d{7}"),
        types: &[
            desc(&[], r"(?:639(?:0[0-79]|1[019]|[267]\d|3[09]|40|5[05-9]|9[04-79])|7093[5-7])\d{4}"), // mobile
            desc(&[], r"26(?:89\d|9(?:0[0-467]|15|5[0-4]|6\d|[78]0))\d{4}"), // fixed line
            desc(&[], r"80\d{7}"), // toll free
            desc(&[], r"9(?:(?:39|47)8[01]|769\d)\d{4}"), // VoIP
        ],
    },
    // 263 ZW
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[3, 4, 5, 6]) }),
        general: desc(&[7, 9, 10], r"(?:13|8\d{4})\d{5}|[235-8]\d{8}|[23568]\d{6}"),
        types: &[
            desc(&[9], r"7(?:[1278]\d|3[1-9]|9[01])\d{6}"), // mobile
            desc(&[7, 9], r"(?:(?:(?:13|6(?:[16-8]21|52[013])|8(?:[1349]28|523))\d|3(?:(?:123|92\d)\d|7[56]))\d|2(?:(?:(?:02[014]|[56]20|72[03]|9\d\d)\d|4(?:2\d\d|8))\d|2(?:[278]\d|92))|5(?:4(?:2\d{3}|83)|525\d\d))\d{3}|(?:2(?:(?:0\d|7[1-7])\d|583)|(?:55|6[78])\d\d)\d{3}"), // fixed line
            desc(&[7], r"80(?:[01]\d|20|8[0-8])\d{3}"), // toll free
            desc(&[10], r"86(?:1[12]|22|30|44|55|77|8[368])\d{6}"), // VoIP
        ],
    },
    // 264 NA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9], r"[68]\d{7,8}"),
        types: &[
            desc(&[9], r"(?:60|8[1245])\d{7}"), // mobile
            desc(&[], r"64426\d{3}|6(?:1(?:2[2-7]|3[01378]|4[0-4])|254|32[0237]|4(?:27|41|5[25])|52[236-8]|626|7(?:2[2-4]|30))\d{4,5}|6(?:1(?:(?:0\d|2[0189]|3[24-69]|4[5-9])\d|17|69|7[014])|2(?:17|5[0-36-8]|69|70)|3(?:17|2[14-689]|34|6[289]|7[01]|81)|4(?:17|2[0-2]|4[06]|5[0137]|69|7[01])|5(?:17|2[0459]|69|7[01])|6(?:17|25|38|42|69|7[01])|7(?:17|2[569]|3[13]|6[89]|7[01]))\d{4}"), // fixed line
            desc(&[9], r"80\d{7}"), // toll free
            desc(&[9], r"8701\d{5}"), // premium rate
            desc(&[], r"8(?:3\d\d|86)\d{5}"), // VoIP
        ],
    },
    // 265 MW
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 9], r"(?:[1289]\d|31|77)\d{7}|1\d{6}"),
        types: &[
            desc(&[9], r"111\d{6}|(?:2[12]|31|77|[89][89])\d{7}"), // mobile
            desc(&[7], r"1[2-9]\d{5}"), // fixed line
        ],
    },
    // 266 LS
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:[256]\d\d|800)\d{5}"),
        types: &[
            desc(&[], r"[56]\d{7}"), // mobile
            desc(&[], r"2\d{7}"), // fixed line
            desc(&[], r"800[1256]\d{4}"), // toll free
        ],
    },
    // 267 BW
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 10], r"90\d{5}|(?:0800|[2-6]|(?:7|800)\d)\d{6}"),
        types: &[
            desc(&[8], r"7(?:[1-8]\d{3}|9(?:(?:[03]\d|2[0-7])\d|1(?:0[13-9]|1[0-35-9]|2\d|3[0-8])))\d{3}"), // mobile
            desc(&[7], r"(?:2(?:1[01]|31|[469]\d|5[0-2]|7[5-7]|89)|3(?:[15-79]\d|2[1-5]|45|8[0-5])|4(?:[38]0|42|51|[679]\d)|5(?:[056][01]|1[23]|2[034]|[347-9]\d)|6(?:0[01]|[258]\d|[34]0|6[03]))\d{4}"), // fixed line
            desc(&[10], r"(?:0800|800\d)\d{6}"), // toll free
            desc(&[7], r"90\d{5}"), // premium rate
        ],
    },
    // 268 SZ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 9], r"0800\d{4}|(?:[237]\d|900)\d{6}"),
        types: &[
            desc(&[8], r"7[5-9]\d{6}"), // mobile
            desc(&[8], r"[23][2-5]\d{6}"), // fixed line
            desc(&[8], r"0800\d{4}"), // toll free
            desc(&[9], r"900\d{6}"), // premium rate
            desc(&[8], r"70\d{6}"), // VoIP
        ],
    },
    // 269 KM
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"[3478]\d{6}"),
        types: &[
            desc(&[], r"[34]\d{6}"), // mobile
            desc(&[], r"7[4-7]\d{5}"), // fixed line
            desc(&[], r"8\d{6}"), // premium rate
        ],
    },
    // 290 SH
    Region {
        leading_digits: Some(r"[2569]"),
        national_prefix: None,
        general: desc(&[4, 5], r"(?:[2569]\d|8)\d{3}"),
        types: &[
            desc(&[5], r"[569]\d{4}"), // mobile
            desc(&[], r"2(?:[0-57-9]\d|6[4-9])\d\d"), // fixed line
            desc(&[5], r"262\d\d"), // VoIP
        ],
    },
    // 290 TA
    Region {
        leading_digits: Some(r"8"),
        national_prefix: None,
        general: desc(&[4], r"8\d{3}"),
        types: &[
            desc(&[], r"8\d{3}"), // fixed line
        ],
    },
    // 291 ER
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[7], r"[178]\d{6}"),
        types: &[
            desc(&[], r"(?:17[1-3]|7\d\d)\d{4}"), // mobile
            desc(&[], r"(?:1(?:1[12568]|[24]0|55|6[146])|8\d\d)\d{4}"), // fixed line
        ],
    },
    // 297 AW
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:[25-79]\d\d|800)\d{4}"),
        types: &[
            desc(&[], r"(?:290|5[69]\d|6(?:[03]0|22|4[0-2]|[69]\d)|7(?:[34]\d|7[07])|9(?:6[45]|9[4-8]))\d{4}"), // mobile
            desc(&[], r"5(?:2\d|8[1-9])\d{4}"), // fixed line
            desc(&[], r"800\d{4}"), // toll free
            desc(&[], r"900\d{4}"), // premium rate
            desc(&[], r"(?:28\d|501)\d{4}"), // VoIP
        ],
    },
    // 298 FO
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(10(?:01|[12]0|88))", transform: "", local_only: mask(&[]) }),
        general: desc(&[6], r"[2-9]\d{5}"),
        types: &[
            desc(&[], r"(?:[27][1-9]|5\d|9[16])\d{4}"), // mobile
            desc(&[], r"(?:20|[34]\d|8[19])\d{4}"), // fixed line
            desc(&[], r"80[257-9]\d{3}"), // toll free
            desc(&[], r"90(?:[13-5][15-7]|2[125-7]|9\d)\d\d"), // premium rate
            desc(&[], r"6[0-36]\d{4}"), // VoIP
        ],
    },
    // 299 GL
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6], r"(?:19|[2-689]\d|70)\d{4}"),
        types: &[
            desc(&[], r"[245]\d{5}"), // mobile
            desc(&[], r"(?:19|3[1-7]|[68][1-9]|70|9\d)\d{4}"), // fixed line
            desc(&[], r"80\d{4}"), // toll free
            desc(&[], r"3[89]\d{4}"), // VoIP
        ],
    },
    // 350 GI
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:[25]\d|60)\d{6}"),
        types: &[
            desc(&[], r"5251[0-4]\d{3}|(?:5(?:[146-8]\d\d|250)|60(?:1[01]|6\d))\d{4}"), // mobile
            desc(&[], r"2190[0-2]\d{3}|2(?:0(?:[02]\d|3[01])|16[24-9]|2[2-5]\d)\d{4}"), // fixed line
        ],
    },
    // 351 PT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"1693\d{5}|(?:[26-9]\d|30)\d{7}"),
        types: &[
            desc(&[], r"6(?:[06]92(?:30|9\d)|[35]92(?:[049]\d|3[034]))\d{3}|(?:(?:16|6[0356])93|9(?:[1-36]\d\d|480))\d{5}"), // mobile
            desc(&[], r"2(?:[12]\d|3[1-689]|4[1-59]|[57][1-9]|6[1-35689]|8[1-69]|9[1256])\d{6}"), // fixed line
            desc(&[], r"80[02]\d{6}"), // toll free
            desc(&[], r"(?:6(?:0[178]|4[68])\d|76(?:0[1-57]|1[2-47]|2[1-37]))\d{5}"), // premium rate
            desc(&[], r"80(?:8\d|9[1579])\d{5}"), // shared cost
            desc(&[], r"884[0-4689]\d{5}"), // personal number
            desc(&[], r"30\d{7}"), // VoIP
            desc(&[], r"6(?:222\d|89(?:00|88|99))\d{4}"), // pager
            desc(&[], r"70(?:38[01]|596|(?:7\d|8[17])\d)\d{4}"), // UAN
            desc(&[], r"600\d{6}|6[06]92(?:0\d|3[349]|49)\d{3}"), // voicemail
        ],
    },
    // 352 LU
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(15(?:0[06]|1[12]|[35]5|4[04]|6[26]|77|88|99)\d)", transform: "", local_only: mask(&[]) }),
        general: desc(&[4, 5, 6, 7, 8, 9, 10, 11], r"35[013-9]\d{4,8}|6\d{8}|35\d{2,4}|(?:[2457-9]\d|3[0-46-9])\d{2,9}"),
        types: &[
            desc(&[9], r"6(?:[26][18]|5[1568]|7[189]|81|9[128])\d{6}"), // mobile
            desc(&[], r"(?:35[013-9]|80[2-9]|90[89])\d{1,8}|(?:2[2-9]|3[0-46-9]|[457]\d|8[13-9]|9[2-579])\d{2,9}"), // fixed line
            desc(&[8], r"800\d{5}"), // toll free
            desc(&[8], r"90[015]\d{5}"), // premium rate
            desc(&[8], r"801\d{5}"), // shared cost
            desc(&[4, 5, 6, 7, 8, 9, 10], r"20(?:1\d{5}|[2-689]\d{1,7})"), // VoIP
        ],
    },
    // 353 IE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6]) }),
        general: desc(&[7, 8, 9, 10], r"(?:1\d|[2569])\d{6,8}|4\d{6,9}|7\d{8}|8\d{8,9}"),
        types: &[
            desc(&[9], r"8(?:22|[35-9]\d)\d{6}"), // mobile
            desc(&[], r"(?:1\d|21)\d{6,7}|(?:2[24-9]|4(?:0[24]|5\d|7)|5(?:0[45]|1\d|8)|6(?:1\d|[237-9])|9(?:1\d|[35-9]))\d{5}|(?:23|4(?:[1-469]|8\d)|5[23679]|6[4-6]|7[14]|9[04])\d{7}"), // fixed line
            desc(&[10], r"1800\d{6}"), // toll free
            desc(&[10], r"15(?:1[2-8]|[2-8]0|9[089])\d{6}"), // premium rate
            desc(&[10], r"18[59]0\d{6}"), // shared cost
            desc(&[9], r"700\d{6}"), // personal number
            desc(&[9], r"76\d{7}"), // VoIP
            desc(&[9], r"818\d{6}"), // UAN
            desc(&[10], r"88210[1-9]\d{4}|8(?:[35-79]5\d\d|8(?:[013-9]\d\d|2(?:[01][1-9]|[2-9]\d)))\d{5}"), // voicemail
        ],
    },
    // 354 IS
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 9], r"(?:38\d|[4-9])\d{6}"),
        types: &[
            desc(&[], r"(?:38[589]\d\d|6(?:1[1-8]|2[0-6]|3[026-9]|4[014679]|5[0159]|6[0-69]|70|8[06-8]|9\d)|7(?:5[057]|[6-9]\d)|8(?:2[0-59]|[3-69]\d|8[238]))\d{4}"), // mobile
            desc(&[7], r"(?:4(?:1[0-24-69]|2[0-7]|[37][0-8]|4[0-24589]|5[0-68]|6\d|8[0-36-8])|5(?:05|[156]\d|2[02578]|3[0-579]|4[03-7]|7[0-2578]|8[0-35-9]|9[013-689])|872)\d{4}"), // fixed line
            desc(&[7], r"80[0-8]\d{4}"), // toll free
            desc(&[7], r"90(?:0\d|1[5-79]|2[015-79]|3[135-79]|4[125-7]|5[25-79]|7[1-37]|8[0-35-7])\d{3}"), // premium rate
            desc(&[7], r"49[0-24-79]\d{4}"), // VoIP
            desc(&[7], r"809\d{4}"), // UAN
            desc(&[7], r"(?:689|8(?:7[18]|80)|95[48])\d{4}"), // voicemail
        ],
    },
    // 355 AL
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5]) }),
        general: desc(&[6, 7, 8, 9], r"(?:700\d\d|900)\d{3}|8\d{5,7}|(?:[2-5]|6\d)\d{7}"),
        types: &[
            desc(&[9], r"6(?:[78][2-9]|9\d)\d{6}"), // mobile
            desc(&[8], r"4505[0-2]\d{3}|(?:[2358][16-9]\d[2-9]|4410)\d{4}|(?:[2358][2-5][2-9]|4(?:[2-57-9][2-9]|6\d))\d{5}"), // fixed line
            desc(&[7], r"800\d{4}"), // toll free
            desc(&[6], r"900[1-9]\d\d"), // premium rate
            desc(&[6], r"808[1-9]\d\d"), // shared cost
            desc(&[8], r"700[2-9]\d{4}"), // personal number
        ],
    },
    // 356 MT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"3550\d{4}|(?:[2579]\d\d|800)\d{5}"),
        types: &[
            desc(&[], r"(?:7(?:210|[79]\d\d)|9(?:[29]\d\d|69[67]|8(?:1[1-3]|89|97)))\d{4}"), // mobile
            desc(&[], r"20(?:3[1-4]|6[059])\d{4}|2(?:0[19]|[1-357]\d|60)\d{5}"), // fixed line
            desc(&[], r"800(?:02|[3467]\d)\d{3}"), // toll free
            desc(&[], r"5(?:0(?:0(?:37|43)|(?:6\d|70|9[0168])\d)|[12]\d0[1-5])\d{3}"), // premium rate
            desc(&[], r"3550\d{4}"), // VoIP
            desc(&[], r"7117\d{4}"), // pager
            desc(&[], r"501\d{5}"), // UAN
        ],
    },
    // 357 CY
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:[279]\d|[58]0)\d{6}"),
        types: &[
            desc(&[], r"9(?:10|[4-79]\d)\d{5}"), // mobile
            desc(&[], r"2[2-6]\d{6}"), // fixed line
            desc(&[], r"800\d{5}"), // toll free
            desc(&[], r"90[09]\d{5}"), // premium rate
            desc(&[], r"80[1-9]\d{5}"), // shared cost
            desc(&[], r"700\d{5}"), // personal number
            desc(&[], r"(?:50|77)\d{6}"), // UAN
        ],
    },
    // 358 FI
    Region {
        leading_digits: Some(r"1[03-79]|[2-9]"),
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8, 9, 10, 11, 12], r"[1-35689]\d{4}|7\d{10,11}|(?:[124-7]\d|3[0-46-9])\d{8}|[1-9]\d{5,8}"),
        types: &[
            desc(&[6, 7, 8, 9, 10], r"(?:4[0-8]|50)\d{4,8}"), // mobile
            desc(&[5, 6, 7, 8, 9], r"1[3-7][1-8]\d{3,6}|(?:19[1-8]|[23568][1-8]\d|9(?:00|[1-8]\d))\d{2,6}"), // fixed line
            desc(&[7, 8, 9], r"800\d{4,6}"), // toll free
            desc(&[8, 9], r"[67]00\d{5,6}"), // premium rate
            desc(&[], r"20\d{4,8}|60[12]\d{5,6}|7(?:099\d{4,5}|5[03-9]\d{3,7})|20[2-59]\d\d|(?:606|7(?:0[78]|1|3\d))\d{7}|(?:10|29|3[09]|70[1-5]\d)\d{4,8}"), // UAN
        ],
    },
    // 358 AX
    Region {
        leading_digits: Some(r"18"),
        national_prefix: None,
        general: desc(&[5, 6, 7, 8, 9, 10, 11, 12], r"2\d{4,9}|35\d{4,5}|(?:60\d\d|800)\d{4,6}|7\d{5,11}|(?:[14]\d|3[0-46-9]|50)\d{4,8}"),
        types: &[
            desc(&[6, 7, 8, 9, 10], r"(?:4[0-8]|50)\d{4,8}"), // mobile
            desc(&[6, 7, 8, 9], r"18[1-8]\d{3,6}"), // fixed line
            desc(&[7, 8, 9], r"800\d{4,6}"), // toll free
            desc(&[8, 9], r"[67]00\d{5,6}"), // premium rate
            desc(&[], r"20\d{4,8}|60[12]\d{5,6}|7(?:099\d{4,5}|5[03-9]\d{3,7})|20[2-59]\d\d|(?:606|7(?:0[78]|1|3\d))\d{7}|(?:10|29|3[09]|70[1-5]\d)\d{4,8}"), // UAN
        ],
    },
    // 359 BG
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[4, 5]) }),
        general: desc(&[6, 7, 8, 9, 12], r"00800\d{7}|[2-7]\d{6,7}|[89]\d{6,8}|2\d{5}"),
        types: &[
            desc(&[8, 9], r"(?:43[07-9]|99[69]\d)\d{5}|(?:8[7-9]|98)\d{7}"), // mobile
            desc(&[6, 7, 8], r"2\d{5,7}|(?:43[1-6]|70[1-9])\d{4,5}|(?:[36]\d|4[124-7]|[57][1-9]|8[1-6]|9[1-7])\d{5,6}"), // fixed line
            desc(&[8, 12], r"(?:00800\d\d|800)\d{5}"), // toll free
            desc(&[8], r"90\d{6}"), // premium rate
            desc(&[8], r"700\d{5}"), // shared cost
        ],
    },
    // 370 LT
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"[08]", transform: "", local_only: mask(&[]) }),
        general: desc(&[8], r"(?:[3469]\d|52|[78]0)\d{6}"),
        types: &[
            desc(&[], r"6\d{7}"), // mobile
            desc(&[], r"(?:3[1478]|4[124-6]|52)\d{6}"), // fixed line
            desc(&[], r"80[02]\d{5}"), // toll free
            desc(&[], r"9(?:0[0239]|10)\d{5}"), // premium rate
            desc(&[], r"808\d{5}"), // shared cost
            desc(&[], r"70[05]\d{5}"), // personal number
            desc(&[], r"[89]01\d{5}"), // VoIP
            desc(&[], r"70[67]\d{5}"), // UAN
        ],
    },
    // 371 LV
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:[268]\d|78|90)\d{6}"),
        types: &[
            desc(&[], r"2333[0-8]\d{3}|2(?:[0-24-9]\d\d|3(?:0[07]|[14-9]\d|2[02-9]|3[0-24-9]))\d{4}"), // mobile
            desc(&[], r"6\d{7}"), // fixed line
            desc(&[], r"80\d{6}"), // toll free
            desc(&[], r"90\d{6}"), // premium rate
            desc(&[], r"81\d{6}"), // shared cost
        ],
    },
    // 372 EE
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 10], r"8\d{9}|[4578]\d{7}|(?:[3-8]\d|90)\d{5}"),
        types: &[
            desc(&[7, 8], r"(?:5\d{5}|8(?:1(?:0(?:0(?:00|[178]\d)|[3-9]\d\d)|(?:1(?:0[2-6]|1\d)|[2-79]\d\d)\d)|2(?:0(?:0(?:00|4\d)|[1-7]\d\d)|(?:(?:[124-69]\d|3[5-9])\d|7(?:[0-79]\d|8[013-9])|8(?:[2-6]\d|7[01]))\d)|[349]\d{4}))\d\d|5(?:(?:[02]\d|5[0-478])\d|1(?:[0-8]\d|95)|6(?:4[0-4]|5[1-589]))\d{3}"), // mobile
            desc(&[7], r"(?:3[23589]|4[3-8]|6\d|7[1-9]|88)\d{5}"), // fixed line
            desc(&[], r"800(?:(?:0\d\d|1)\d|[2-9])\d{3}"), // toll free
            desc(&[7, 8], r"(?:40\d\d|900)\d{4}"), // premium rate
            desc(&[8], r"70[0-2]\d{5}"), // personal number
        ],
    },
    // 373 MD
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8], r"(?:[235-7]\d|[89]0)\d{6}"),
        types: &[
            desc(&[], r"562\d{5}|(?:6\d|7[16-9])\d{6}"), // mobile
            desc(&[], r"(?:(?:2[1-9]|3[1-79])\d|5(?:33|5[257]))\d{5}"), // fixed line
            desc(&[], r"800\d{5}"), // toll free
            desc(&[], r"90[056]\d{5}"), // premium rate
            desc(&[], r"808\d{5}"), // shared cost
            desc(&[], r"3[08]\d{6}"), // VoIP
            desc(&[], r"803\d{5}"), // UAN
        ],
    },
    // 374 AM
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6]) }),
        general: desc(&[8], r"(?:[1-489]\d|55|60|77)\d{6}"),
        types: &[
            desc(&[], r"(?:33|4[1349]|55|77|88|9[13-9])\d{6}"), // mobile
            desc(&[], r"(?:(?:1[0-25]|47)\d|2(?:2[2-46]|3[1-8]|4[2-69]|5[2-7]|6[1-9]|8[1-7])|3[12]2)\d{5}"), // fixed line
            desc(&[], r"800\d{5}"), // toll free
            desc(&[], r"90[016]\d{5}"), // premium rate
            desc(&[], r"80[1-4]\d{5}"), // shared cost
            desc(&[], r"60(?:2[78]|3[5-9]|4[02-9]|5[0-46-9]|[6-8]\d|9[0-2])\d{4}"), // VoIP
        ],
    },
    // 375 BY
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0|80?", transform: "", local_only: mask(&[5]) }),
        general: desc(&[6, 7, 8, 9, 10, 11], r"(?:[12]\d|33|44|902)\d{7}|8(?:0[0-79]\d{5,7}|[1-7]\d{9})|8(?:1[0-489]|[5-79]\d)\d{7}|8[1-79]\d{6,7}|8[0-79]\d{5}|8\d{5}"),
        types: &[
            desc(&[9], r"(?:2(?:5[5-79]|9[1-9])|(?:33|44)\d)\d{6}"), // mobile
            desc(&[9], r"(?:1(?:5(?:1[1-5]|[24]\d|6[2-4]|9[1-7])|6(?:[235]\d|4[1-7])|7\d\d)|2(?:1(?:[246]\d|3[0-35-9]|5[1-9])|2(?:[235]\d|4[0-8])|3(?:[26]\d|3[02-79]|4[024-7]|5[03-7])))\d{5}"), // fixed line
            desc(&[], r"800\d{3,7}|8(?:0[13]|20\d)\d{7}"), // toll free
            desc(&[10], r"(?:810|902)\d{7}"), // premium rate
            desc(&[9], r"249\d{6}"), // VoIP
        ],
    },
    // 376 AD
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 8, 9], r"(?:1|6\d)\d{7}|[135-9]\d{5}"),
        types: &[
            desc(&[6, 9], r"690\d{6}|[356]\d{5}"), // mobile
            desc(&[6], r"[78]\d{5}"), // fixed line
            desc(&[8], r"180[02]\d{4}"), // toll free
            desc(&[6], r"[19]\d{5}"), // premium rate
        ],
    },
    // 377 MC
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9], r"(?:[3489]|[67]\d)\d{7}"),
        types: &[
            desc(&[], r"4(?:[46]\d|5[1-9])\d{5}|(?:3|[67]\d)\d{7}"), // mobile
            desc(&[8], r"(?:870|9[2-47-9]\d)\d{5}"), // fixed line
            desc(&[8], r"(?:800|90\d)\d{5}"), // toll free
        ],
    },
    // 378 SM
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"([89]\d{5})$", transform: r"0549$1", local_only: mask(&[6]) }),
        general: desc(&[8, 10], r"(?:0549|[5-7]\d)\d{6}"),
        types: &[
            desc(&[8], r"6[16]\d{6}"), // mobile
            desc(&[10], r"0549(?:8[0157-9]|9\d)\d{4}"), // fixed line
            desc(&[8], r"7[178]\d{6}"), // premium rate
            desc(&[8], r"5[158]\d{6}"), // VoIP
        ],
    },
    // 380 UA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6, 7]) }),
        general: desc(&[9, 10], r"[89]\d{9}|[3-9]\d{8}"),
        types: &[
            desc(&[9], r"790\d{6}|(?:39|50|6[36-8]|7[1-357]|9[1-9])\d{7}"), // mobile
            desc(&[9], r"(?:3[1-8]|4[13-8]|5[1-7]|6[12459])\d{7}"), // fixed line
            desc(&[], r"800[1-8]\d{5,6}"), // toll free
            desc(&[], r"900[239]\d{5,6}"), // premium rate
            desc(&[9], r"89[1-579]\d{6}"), // VoIP
        ],
    },
    // 381 RS
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[4, 5]) }),
        general: desc(&[6, 7, 8, 9, 10, 11, 12], r"38[02-9]\d{6,9}|6\d{7,9}|90\d{4,8}|38\d{5,6}|(?:7\d\d|800)\d{3,9}|(?:[12]\d|3[0-79])\d{5,10}"),
        types: &[
            desc(&[8, 9, 10], r"6(?:[0-689]|7\d)\d{6,7}"), // mobile
            desc(&[7, 8, 9, 10, 11, 12], r"(?:11[1-9]\d|(?:2[389]|39)(?:0[2-9]|[2-9]\d))\d{3,8}|(?:1[02-9]|2[0-24-7]|3[0-8])[2-9]\d{4,9}"), // fixed line
            desc(&[], r"800\d{3,9}"), // toll free
            desc(&[6, 7, 8, 9, 10], r"(?:78\d|90[0169])\d{3,7}"), // premium rate
            desc(&[], r"7[06]\d{4,10}"), // UAN
        ],
    },
    // 382 ME
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[8, 9], r"(?:20|[3-79]\d)\d{6}|80\d{6,7}"),
        types: &[
            desc(&[8], r"6(?:[07-9]\d|3[024]|6[0-25])\d{5}"), // mobile
            desc(&[8], r"(?:20[2-8]|3(?:[0-2][2-7]|3[24-7])|4(?:0[2-467]|1[2467])|5(?:0[2467]|1[24-7]|2[2-467]))\d{5}"), // fixed line
            desc(&[], r"80(?:[0-2578]|9\d)\d{5}"), // toll free
            desc(&[8], r"9(?:4[1568]|5[178])\d{5}"), // premium rate
            desc(&[8], r"78[1-49]\d{5}"), // VoIP
            desc(&[8], r"77[1-9]\d{5}"), // UAN
        ],
    },
    // 383 XK
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9, 10, 11, 12], r"2\d{7,8}|3\d{7,11}|(?:4\d\d|[89]00)\d{5}"),
        types: &[
            desc(&[8], r"4[3-9]\d{6}"), // mobile
            desc(&[], r"38\d{6,10}|(?:2[89]|39)(?:0\d{5,6}|[1-9]\d{5})"), // fixed line
            desc(&[8], r"800\d{5}"), // toll free
            desc(&[8], r"900\d{5}"), // premium rate
        ],
    },
    // 385 HR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[7, 8, 9], r"[2-69]\d{8}|80\d{5,7}|[1-79]\d{7}|6\d{6}"),
        types: &[
            desc(&[8, 9], r"9(?:(?:0[1-9]|[12589]\d)\d\d|7(?:[0679]\d\d|5(?:[01]\d|44|55|77|9[5-79])))\d{4}|98\d{6}"), // mobile
            desc(&[8, 9], r"1\d{7}|(?:2[0-3]|3[1-5]|4[02-47-9]|5[1-3])\d{6,7}"), // fixed line
            desc(&[], r"80\d{5,7}"), // toll free
            desc(&[7, 8], r"6[01459]\d{6}|6[01]\d{5}"), // premium rate
            desc(&[8], r"7[45]\d{6}"), // personal number
            desc(&[8, 9], r"62\d{6,7}|72\d{6}"), // UAN
        ],
    },
    // 386 SI
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8], r"[1-7]\d{7}|8\d{4,7}|90\d{4,6}"),
        types: &[
            desc(&[8], r"65(?:[178]\d|5[56]|6[01])\d{4}|(?:[37][01]|4[013]|51|6[489])\d{6}"), // mobile
            desc(&[8], r"(?:[1-357][2-8]|4[24-8])\d{6}"), // fixed line
            desc(&[6, 7, 8], r"80\d{4,6}"), // toll free
            desc(&[], r"89[1-3]\d{2,5}|90\d{4,6}"), // premium rate
            desc(&[8], r"(?:59\d\d|8(?:1(?:[67]\d|8[0-589])|2(?:0\d|2[0-37-9]|8[0-2489])|3[389]\d))\d{4}"), // VoIP
        ],
    },
    // 387 BA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[8, 9], r"6\d{8}|(?:[35689]\d|49|70)\d{6}"),
        types: &[
            desc(&[], r"6040\d{5}|6(?:03|[1-356]|44|7\d)\d{6}"), // mobile
            desc(&[8], r"(?:3(?:[05-79][2-9]|1[4579]|[23][24-9]|4[2-4689]|8[2457-9])|49[2-579]|5(?:0[2-49]|[13][2-9]|[268][2-4679]|4[4689]|5[2-79]|7[2-69]|9[2-4689]))\d{5}"), // fixed line
            desc(&[8], r"8[08]\d{6}"), // toll free
            desc(&[8], r"9[0246]\d{6}"), // premium rate
            desc(&[8], r"8[12]\d{6}"), // shared cost
            desc(&[8], r"703[235]0\d{3}|70(?:2[0-5]|3[0146]|[56]0)\d{4}"), // UAN
        ],
    },
    // 389 MK
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8], r"[2-578]\d{7}"),
        types: &[
            desc(&[], r"7(?:3555|(?:474|9[019]7)7)\d{3}|7(?:[0-25-8]\d\d|3(?:[1-478]\d|6[01])|4(?:2\d|60|7[01578])|9(?:[2-4]\d|5[01]|7[015]))\d{4}"), // mobile
            desc(&[], r"(?:(?:2(?:62|77)0|3444)\d|4[56]440)\d{3}|(?:34|4[357])700\d{3}|(?:2(?:[0-3]\d|5[0-578]|6[01]|82)|3(?:1[3-68]|[23][2-68]|4[23568])|4(?:[23][2-68]|4[3-68]|5[2568]|6[25-8]|7[24-68]|8[4-68]))\d{5}"), // fixed line
            desc(&[], r"800\d{5}"), // toll free
            desc(&[], r"5\d{7}"), // premium rate
            desc(&[], r"8(?:0[1-9]|[1-9]\d)\d{5}"), // shared cost
        ],
    },
    // 420 CZ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9, 10, 11, 12], r"(?:[2-578]\d|60)\d{7}|9\d{8,11}"),
        types: &[
            desc(&[9], r"7060\d{5}|(?:60[1-8]|7(?:0[2-5]|19|[2379]\d))\d{6}"), // mobile
            desc(&[9], r"(?:2\d|3[1257-9]|4[16-9]|5[13-9])\d{7}"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[9], r"9(?:0[05689]|76)\d{6}"), // premium rate
            desc(&[9], r"8[134]\d{7}"), // shared cost
            desc(&[9], r"70[01]\d{6}"), // personal number
            desc(&[9], r"9[17]0\d{6}"), // VoIP
            desc(&[9], r"9(?:5\d|7[2-4])\d{6}"), // UAN
            desc(&[], r"9(?:3\d{9}|6\d{7,10})"), // voicemail
        ],
    },
    // 421 SK
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[6, 7, 9], r"[2-689]\d{8}|[2-59]\d{6}|[2-5]\d{5}"),
        types: &[
            desc(&[9], r"909[1-9]\d{5}|9(?:0[1-8]|1[0-24-9]|4[03-57-9]|5\d)\d{6}"), // mobile
            desc(&[], r"(?:2(?:16|[2-9]\d{3})|(?:(?:[3-5][1-8]\d|819)\d|601[1-5])\d)\d{4}|(?:2|[3-5][1-8])1[67]\d{3}|[3-5][1-8]16\d\d"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[9], r"9(?:00|[78]\d)\d{6}"), // premium rate
            desc(&[9], r"8[5-9]\d{7}"), // shared cost
            desc(&[9], r"6(?:02|5[0-4]|9[0-6])\d{6}"), // VoIP
            desc(&[7], r"9090\d{3}"), // pager
            desc(&[9], r"96\d{7}"), // UAN
        ],
    },
    // 423 LI
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(1001)|0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 9], r"[68]\d{8}|(?:[2378]\d|90)\d{5}"),
        types: &[
            desc(&[], r"(?:6(?:(?:4[5-9]|5\d)\d|6(?:[024-68]\d|1[01]|3[7-9]|7[02]))\d|7(?:[37-9]\d|42|56))\d{4}"), // mobile
            desc(&[7], r"(?:2(?:01|1[27]|2[024]|3\d|6[02-578]|9[06])|3(?:[24]0|33|7[0135-7]|8[048]|9[0269]))\d{4}"), // fixed line
            desc(&[], r"8002[28]\d\d|80(?:05\d|9)\d{4}"), // toll free
            desc(&[7], r"90(?:02[258]|1(?:23|3[14])|66[136])\d\d"), // premium rate
            desc(&[7], r"870(?:28|87)\d\d"), // UAN
            desc(&[9], r"697(?:42|56|[78]\d)\d{4}"), // voicemail
        ],
    },
    // 500 FK
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5], r"[2-7]\d{4}"),
        types: &[
            desc(&[], r"[56]\d{4}"), // mobile
            desc(&[], r"[2-47]\d{4}"), // fixed line
        ],
    },
    // 501 BZ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 11], r"(?:0800\d|[2-8])\d{6}"),
        types: &[
            desc(&[7], r"6[0-35-7]\d{5}"), // mobile
            desc(&[7], r"(?:2(?:[02]\d|36|[68]0)|[3-58](?:[02]\d|[68]0)|7(?:[02]\d|32|[68]0))\d{4}"), // fixed line
            desc(&[11], r"0800\d{7}"), // toll free
        ],
    },
    // 502 GT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 11], r"80\d{6}|(?:1\d{3}|[2-7])\d{7}"),
        types: &[
            desc(&[8], r"(?:[3-5]\d\d|80[0-4])\d{5}"), // mobile
            desc(&[8], r"[267][2-9]\d{6}"), // fixed line
            desc(&[11], r"18[01]\d{8}"), // toll free
            desc(&[11], r"19\d{9}"), // premium rate
        ],
    },
    // 503 SV
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 11], r"[25-7]\d{7}|(?:80\d|900)\d{4}(?:\d{4})?"),
        types: &[
            desc(&[8], r"[5-7]\d{7}"), // mobile
            desc(&[8], r"2(?:79(?:0[0347-9]|[1-9]\d)|89(?:0[024589]|[1-9]\d))\d{3}|2(?:[1-69]\d|[78][0-8])\d{5}"), // fixed line
            desc(&[7, 11], r"800\d{8}|80[01]\d{4}"), // toll free
            desc(&[7, 11], r"900\d{4}(?:\d{4})?"), // premium rate
        ],
    },
    // 504 HN
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 11], r"8\d{10}|[237-9]\d{7}"),
        types: &[
            desc(&[8], r"[37-9]\d{7}"), // mobile
            desc(&[8], r"2(?:2(?:0[0-59]|1[1-9]|[23]\d|4[02-8]|5[57]|6[2458]|7[0135689]|8[01346-9]|9[0-2])|4(?:0[578]|2[3-59]|3[13-9]|4[0-68]|5[1-3589]|80)|5(?:0[2357-9]|1[1-6]|4[03-58]|5\d|6[014-69]|7[04]|80)|6(?:[056]\d|17|2[067]|3[047]|4[0-378]|[78][0-8]|9[01])|7(?:0[5-79]|2[01]|6[46-9]|7[02-9]|8[034]|91)|8(?:79|8[0-357-9]|9[1-57-9]))\d{4}"), // fixed line
            desc(&[11], r"8002\d{7}"), // toll free
        ],
    },
    // 505 NI
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:1800|[25-8]\d{3})\d{4}"),
        types: &[
            desc(&[], r"(?:5(?:5[0-7]|[78]\d)|6(?:20|3[035]|4[045]|5[05]|77|8[1-9]|9[059])|(?:7[5-8]|8\d)\d)\d{5}"), // mobile
            desc(&[], r"2\d{7}"), // fixed line
            desc(&[], r"1800\d{4}"), // toll free
        ],
    },
    // 506 CR
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"(19(?:0[0-2468]|1[09]|20|66|77|99))", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 10], r"(?:8\d|90)\d{8}|(?:[24-8]\d{3}|3005)\d{4}"),
        types: &[
            desc(&[8], r"(?:3005\d|6500[01])\d{3}|(?:5[07]|6[0-4]|7[0-3]|8[3-9])\d{6}"), // mobile
            desc(&[8], r"2(?:010|1(?:0[7-9]|[1-9]\d)|[24-7]\d\d)\d{4}"), // fixed line
            desc(&[10], r"800\d{7}"), // toll free
            desc(&[10], r"90[059]\d{7}"), // premium rate
            desc(&[8], r"(?:2(?:00[0-3]|10[0-6])|4\d{3}|5100)\d{4}"), // VoIP
        ],
    },
    // 507 PA
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 10, 11], r"(?:00800|8\d{3})\d{6}|[68]\d{7}|[1-57-9]\d{6}"),
        types: &[
            desc(&[7, 8], r"(?:1[16]1|21[89]|6\d{3}|8(?:1[01]|7[23]))\d{4}"), // mobile
            desc(&[7], r"(?:1(?:0\d|1[0479]|2[37]|3[0137]|4[147]|5[05]|6[058]|7[0167]|8[2358]|9[1389])|2(?:[0235-79]\d|1[0-7]|4[013-9]|8[02-9])|3(?:[0147-9]\d|[25][0-5]|33|6[068])|4(?:00|3[0-579]|4\d|7[0-57-9])|5(?:[01]\d|2[0-7]|[56]0|79)|7(?:0[09]|2[0-26-8]|3[03]|4[04]|5[05-9]|6[0156]|7[0-24-9]|8[4-9]|90)|8(?:09|2[89]|3\d|4[0-24-689]|5[014]|8[02])|9(?:0[5-9]|1[0-35-8]|2[036-9]|3[35-79]|40|5[0457-9]|6[05-9]|7[04-9]|8[235-8]|9\d))\d{4}"), // fixed line
            desc(&[], r"800\d{4,5}|(?:00800|800\d)\d{6}"), // toll free
            desc(&[7], r"(?:8(?:22|55|60|7[78]|86)|9(?:00|81))\d{4}"), // premium rate
        ],
    },
    // 508 PM
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[6, 9], r"[78]\d{8}|[2-9]\d{5}"),
        types: &[
            desc(&[], r"708(?:4[0-5]|5[0-6])\d{4}|(?:[236-9]\d|4[02-489]|5[02-9])\d{4}"), // mobile
            desc(&[], r"80[6-9]\d{6}|(?:[236-9]\d|4[1-35-9]|5[0-47-9])\d{4}"), // fixed line
            desc(&[9], r"80[0-5]\d{6}"), // toll free
            desc(&[9], r"8[129]\d{7}"), // premium rate
        ],
    },
    // 509 HT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[2-589]\d{7}"),
        types: &[
            desc(&[], r"(?:[34]\d|5[568])\d{6}"), // mobile
            desc(&[], r"2(?:2\d|5[1-5]|81|9[149])\d{5}"), // fixed line
            desc(&[], r"8\d{7}"), // toll free
            desc(&[], r"9(?:[67][0-4]|8[0-3589]|9\d)\d{5}"), // VoIP
        ],
    },
    // 590 GP
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"7090\d{5}|(?:[56]9|[89]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}"), // mobile
            desc(&[], r"(?:59(?:0(?:0[1-68]|[14][0-24-9]|2[0-68]|3[1-9]|5[3-579]|[68][0-689]|7[08]|9\d)|87\d)|80[6-9]\d\d)\d{4}"), // fixed line
            desc(&[], r"80[0-5]\d{6}"), // toll free
            desc(&[], r"8[129]\d{7}"), // premium rate
            desc(&[], r"9(?:(?:39[5-7]|76[018])\d|475[0-6])\d{4}"), // VoIP
        ],
    },
    // 590 BL
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"7090\d{5}|(?:[56]9|[89]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}"), // mobile
            desc(&[], r"(?:59(?:0(?:2[7-9]|3[3-7]|5[12]|87)|87\d)|80[6-9]\d\d)\d{4}"), // fixed line
            desc(&[], r"80[0-5]\d{6}"), // toll free
            desc(&[], r"8[129]\d{7}"), // premium rate
            desc(&[], r"9(?:(?:39[5-7]|76[018])\d|475[0-6])\d{4}"), // VoIP
        ],
    },
    // 590 MF
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"7090\d{5}|(?:[56]9|[89]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}"), // mobile
            desc(&[], r"(?:59(?:0(?:0[079]|[14]3|[27][79]|3[03-7]|5[0-268]|87)|87\d)|80[6-9]\d\d)\d{4}"), // fixed line
            desc(&[], r"80[0-5]\d{6}"), // toll free
            desc(&[], r"8[129]\d{7}"), // premium rate
            desc(&[], r"9(?:(?:39[5-7]|76[018])\d|475[0-6])\d{4}"), // VoIP
        ],
    },
    // 591 BO
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0(1\d)?", transform: "", local_only: mask(&[7]) }),
        general: desc(&[8, 9], r"(?:[2-7]\d\d|8001)\d{5}"),
        types: &[
            desc(&[8], r"(?:57|[67]\d)\d{6}"), // mobile
            desc(&[8], r"(?:2(?:2\d\d|5(?:11|[258]\d|9[67])|6(?:12|2\d|9[34])|8(?:2[34]|39|62))|3(?:3\d\d|4(?:6\d|8[24])|8(?:25|42|5[257]|86|9[25])|9(?:[27]\d|3[2-4]|4[248]|5[24]|6[2-6]))|4(?:4\d\d|6(?:11|[24689]\d|72)))\d{4}"), // fixed line
            desc(&[9], r"8001[07]\d{4}"), // toll free
            desc(&[8], r"50\d{6}"), // VoIP
        ],
    },
    // 592 GY
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:[2-8]\d{3}|9008)\d{3}"),
        types: &[
            desc(&[], r"(?:51[01]|6\d\d|7(?:[0-6]\d|70|8[0167]))\d{4}"), // mobile
            desc(&[], r"(?:2(?:1[6-9]|2[0-35-9]|3[1-4]|5[3-9]|6\d|7[0-79])|3(?:2[25-9]|3\d)|4(?:4[0-24]|5[56])|5(?:0[0-6]|16)|77[1-57])\d{4}"), // fixed line
            desc(&[], r"(?:289|8(?:00|6[28]|88|99))\d{4}"), // toll free
            desc(&[], r"9008\d{3}"), // premium rate
            desc(&[], r"515\d{4}"), // VoIP
        ],
    },
    // 593 EC
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[8, 9, 10, 11], r"1\d{9,10}|(?:[2-7]|9\d)\d{7}"),
        types: &[
            desc(&[9], r"964[0-2]\d{5}|9(?:39|[57][89]|6[0-36-9]|[89]\d)\d{6}"), // mobile
            desc(&[8], r"[2-7][2-7]\d{6}"), // fixed line
            desc(&[10, 11], r"1800\d{7}|1[78]00\d{6}"), // toll free
            desc(&[8], r"[2-7]890\d{4}"), // VoIP
        ],
    },
    // 594 GF
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"(?:694\d|7093)\d{5}|(?:59|[89]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:694(?:[0-249]\d|3[0-8])|7093[0-3])\d{4}"), // mobile
            desc(&[], r"(?:59(?:4(?:[02-49]\d|1[0-5]|5[6-9]|6[0-3]|80)|88\d)|80[6-9]\d\d)\d{4}"), // fixed line
            desc(&[], r"80[0-5]\d{6}"), // toll free
            desc(&[], r"8[129]\d{7}"), // premium rate
            desc(&[], r"9(?:(?:396|76\d)\d|476[0-6])\d{4}"), // VoIP
        ],
    },
    // 595 PY
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5]) }),
        general: desc(&[6, 7, 8, 9, 10, 11], r"[36-8]\d{5,8}|4\d{6,8}|59\d{6}|9\d{5,10}|(?:2\d|5[0-8])\d{6,7}"),
        types: &[
            desc(&[9], r"9881\d{5}|9(?:51|6[129]|7[1-6]|8[1-7]|9[1-5])\d{6}"), // mobile
            desc(&[7, 8, 9], r"(?:3[289]|4[246-8]|61|7[1-3]|8[1-36])\d{5,7}|(?:2(?:[14-68]\d|2[4-68]|7[15]|9[1-5])|3(?:18|3[167]|4[2357]|51|[67]\d)|4(?:1\d|3[12]|5[13]|9[1-47])|5(?:[1-4]\d|5[02-4])|6(?:3[1-3]|44|7[1-8])|7(?:4[0-4]|5\d|6[1-578]|75|8[0-8])|858)\d{5,6}"), // fixed line
            desc(&[9, 10, 11], r"9800\d{5,7}"), // toll free
            desc(&[9], r"8700[0-4]\d{4}"), // VoIP
            desc(&[6, 7, 8, 9], r"[245]0\d{6,7}|[36-9]0\d{4,7}"), // UAN
        ],
    },
    // 596 MQ
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[9], r"7091\d{5}|(?:[56]9|[89]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:69[67]\d\d|7091[0-3])\d{4}"), // mobile
            desc(&[], r"(?:59(?:6(?:[03-7]\d|1[05]|2[7-9]|8[0-39]|9[04-9])|89\d)|80[6-9]\d\d|9(?:477[6-9]|767[4589]))\d{4}"), // fixed line
            desc(&[], r"80[0-5]\d{6}"), // toll free
            desc(&[], r"8[129]\d{7}"), // premium rate
            desc(&[], r"9(?:397[0-3]|477[0-5]|76(?:6\d|7[0-367]))\d{4}"), // VoIP
        ],
    },
    // 597 SR
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 7], r"(?:[2-5]|[6-9]\d)\d{5}"),
        types: &[
            desc(&[7], r"(?:6[08]|7[1-79]|8[1-9])\d{5}"), // mobile
            desc(&[6], r"(?:2[1-3]|3[0-7]|4\d|5[2-578])\d{4}"), // fixed line
            desc(&[7], r"80\d{5}"), // toll free
            desc(&[7], r"90\d{5}"), // premium rate
            desc(&[], r"(?:56|91\d)\d{4}"), // VoIP
        ],
    },
    // 598 UY
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[4, 5, 6, 7, 8, 9, 10, 11, 12, 13], r"0004\d{2,9}|[1249]\d{7}|2\d{3,4}|(?:[49]\d|80)\d{5}"),
        types: &[
            desc(&[8], r"9[1-9]\d{6}"), // mobile
            desc(&[8], r"(?:1(?:770|9(?:20|[89]7))|(?:2\d|4[2-7])\d\d)\d{4}"), // fixed line
            desc(&[6, 7, 8, 9, 10, 11, 12, 13], r"0004\d{2,9}|(?:405|80[05])\d{4}"), // toll free
            desc(&[7], r"90[0-8]\d{4}"), // premium rate
            desc(&[4, 5], r"21\d{2,3}"), // UAN
        ],
    },
    // 599 CW
    Region {
        leading_digits: Some(r"[69]"),
        national_prefix: None,
        general: desc(&[7, 8], r"(?:[34]1|60|(?:7|9\d)\d)\d{5}"),
        types: &[
            desc(&[], r"953[01]\d{4}|9(?:5[12467]|6[5-9])\d{5}"), // mobile
            desc(&[], r"9(?:4(?:3[0-5]|4[14]|6\d)|50\d|7(?:2[014]|3[02-9]|4[4-9]|6[357]|77|8[7-9])|8(?:3[39]|[46]\d|7[01]|8[57-9]))\d{4}"), // fixed line
            desc(&[7], r"60[0-2]\d{4}"), // shared cost
            desc(&[8], r"955\d{5}"), // pager
        ],
    },
    // 599 BQ
    Region {
        leading_digits: Some(r"[347]"),
        national_prefix: None,
        general: desc(&[7], r"(?:[34]1|7\d)\d{5}"),
        types: &[
            desc(&[], r"(?:31(?:8[14-8]|9[14578])|416[14-9]|7(?:0[01]|7[07]|8\d|9[056])\d)\d{3}"), // mobile
            desc(&[], r"(?:318[023]|41(?:6[023]|70)|7(?:1[578]|2[05]|50)\d)\d{3}"), // fixed line
        ],
    },
    // 670 TL
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8], r"7\d{7}|(?:[2-47]\d|[89]0)\d{5}"),
        types: &[
            desc(&[8], r"7[2-8]\d{6}"), // mobile
            desc(&[7], r"(?:2[1-5]|3[1-9]|4[1-4])\d{5}"), // fixed line
            desc(&[7], r"80\d{5}"), // toll free
            desc(&[7], r"90\d{5}"), // premium rate
            desc(&[7], r"70\d{5}"), // personal number
        ],
    },
    // 672 NF
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"([0-258]\d{4})$", transform: r"3$1", local_only: mask(&[5]) }),
        general: desc(&[6], r"[13]\d{5}"),
        types: &[
            desc(&[], r"(?:14|3[58])\d{4}"), // mobile
            desc(&[], r"(?:1(?:06|17|28|39)|3[0-2]\d)\d{3}"), // fixed line
        ],
    },
    // 673 BN
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"[2-578]\d{6}"),
        types: &[
            desc(&[], r"(?:22[89]|[78]\d\d)\d{4}"), // mobile
            desc(&[], r"22[0-7]\d{4}|(?:2[013-9]|[34]\d|5[0-25-9])\d{5}"), // fixed line
            desc(&[], r"5[34]\d{5}"), // VoIP
        ],
    },
    // 674 NR
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:222|444|(?:55|8\d)\d|666|777|999)\d{4}"),
        types: &[
            desc(&[], r"(?:222|55[3-9]|666|777|8\d\d|999)\d{4}"), // mobile
            desc(&[], r"444\d{4}"), // fixed line
        ],
    },
    // 675 PG
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8], r"(?:180|[78]\d{3})\d{4}|(?:[2-589]\d|64)\d{5}"),
        types: &[
            desc(&[8], r"(?:7\d|8[1-58])\d{6}"), // mobile
            desc(&[7], r"(?:(?:3[0-2]|4[257]|5[34]|9[78])\d|64[1-9]|85[02-46-9])\d{4}"), // fixed line
            desc(&[7], r"180\d{4}"), // toll free
            desc(&[7], r"2(?:0[0-7]|7[568])\d{4}"), // VoIP
            desc(&[7], r"27[01]\d{4}"), // pager
        ],
    },
    // 676 TO
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 7], r"(?:0800|(?:[5-8]\d\d|999)\d)\d{3}|[2-8]\d{4}"),
        types: &[
            desc(&[7], r"(?:5(?:4[0-5]|5[4-6])|6(?:[09]\d|3[02]|8[15-9])|(?:7\d|8[46-9])\d|999)\d{4}"), // mobile
            desc(&[5], r"(?:2\d|3[0-8]|4[0-4]|50|6[09]|7[0-24-69]|8[05])\d{3}"), // fixed line
            desc(&[7], r"0800\d{3}"), // toll free
            desc(&[7], r"55[0-37-9]\d{4}"), // VoIP
        ],
    },
    // 677 SB
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 7], r"[6-9]\d{6}|[1-6]\d{4}"),
        types: &[
            desc(&[], r"(?:48|99[0-8]\d)\d{3}|(?:6[89]|7[1-9]|8[4-9]|9[0-8])\d{5}"), // mobile
            desc(&[5], r"(?:1[4-79]|[23]\d|4[0-2]|5[03]|6[0-37])\d{3}"), // fixed line
            desc(&[5], r"1[38]\d{3}"), // toll free
            desc(&[5], r"5[12]\d{3}"), // VoIP
        ],
    },
    // 678 VU
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 7], r"[57-9]\d{6}|(?:[238]\d|48)\d{3}"),
        types: &[
            desc(&[7], r"(?:[58]\d|7[0-7])\d{5}"), // mobile
            desc(&[5], r"(?:38[0-8]|48[4-9])\d\d|(?:2[02-9]|3[4-7]|88)\d{3}"), // fixed line
            desc(&[5], r"81[18]\d\d"), // toll free
            desc(&[7], r"9(?:0[1-9]|1[01])\d{4}"), // VoIP
            desc(&[], r"(?:3[03]|900\d)\d{3}"), // UAN
        ],
    },
    // 679 FJ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 11], r"45\d{5}|(?:0800\d|[235-9])\d{6}"),
        types: &[
            desc(&[7], r"(?:[279]\d|45|5[01568]|8[034679])\d{5}"), // mobile
            desc(&[7], r"603\d{4}|(?:3[0-6]|6[25-7]|8[58])\d{5}"), // fixed line
            desc(&[11], r"0800\d{7}"), // toll free
        ],
    },
    // 680 PW
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:[24-8]\d\d|345|900)\d{4}"),
        types: &[
            desc(&[], r"(?:(?:46|83)[0-5]|(?:6[2-4689]|78)0)\d{4}|(?:45|77|88)\d{5}"), // mobile
            desc(&[], r"(?:2(?:55|77)|345|488|5(?:35|44|87)|6(?:22|54|79)|7(?:33|47)|8(?:24|55|76)|900)\d{4}"), // fixed line
        ],
    },
    // 681 WF
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 9], r"(?:40|72|8\d{4})\d{4}|[89]\d{5}"),
        types: &[
            desc(&[6], r"(?:72|8[23])\d{4}"), // mobile
            desc(&[6], r"72\d{4}"), // fixed line
            desc(&[9], r"80[0-5]\d{6}"), // toll free
            desc(&[6], r"9[23]\d{4}"), // VoIP
            desc(&[6], r"[48]0\d{4}"), // voicemail
        ],
    },
    // 682 CK
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5], r"[2-578]\d{4}"),
        types: &[
            desc(&[], r"[578]\d{4}"), // mobile
            desc(&[], r"(?:2\d|3[13-7]|4[1-5])\d{3}"), // fixed line
        ],
    },
    // 683 NU
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[4, 7], r"(?:[4-7]|888\d)\d{3}"),
        types: &[
            desc(&[], r"(?:[56]|888[1-9])\d{3}"), // mobile
            desc(&[4], r"[47]\d{3}"), // fixed line
        ],
    },
    // 685 WS
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 6, 7, 10], r"(?:[2-6]|8\d{5})\d{4}|[78]\d{6}|[68]\d{5}"),
        types: &[
            desc(&[7, 10], r"(?:7[1-35-8]|8(?:[3-7]|9\d{3}))\d{5}"), // mobile
            desc(&[5, 6], r"6[1-9]\d{3}|(?:[2-5]|60)\d{4}"), // fixed line
            desc(&[6], r"800\d{3}"), // toll free
        ],
    },
    // 686 KI
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 8], r"(?:[37]\d|6[0-79])\d{6}|(?:[2-48]\d|50)\d{3}"),
        types: &[
            desc(&[8], r"(?:6200[01]|7(?:310[1-9]|5(?:02[03-9]|12[0-47-9]|22[0-7]|[34](?:0[1-9]|8[02-9])|50[1-9])))\d{3}|(?:63\d\d|7(?:(?:[0146-9]\d|2[0-689])\d|3(?:[02-9]\d|1[1-9])|5(?:[0-2][013-9]|[34][1-79]|5[1-9]|[6-9]\d)))\d{4}"), // mobile
            desc(&[], r"(?:[24]\d|3[1-9]|50|65(?:02[12]|12[56]|22[89]|[3-5]00)|7(?:27\d\d|3100|5(?:02[12]|12[56]|22[89]|[34](?:00|81)|500))|8[0-5])\d{3}"), // fixed line
            desc(&[8], r"30(?:0[01]\d\d|12(?:11|20))\d\d"), // VoIP
        ],
    },
    // 687 NC
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6], r"(?:050|[2-57-9]\d\d)\d{3}"),
        types: &[
            desc(&[], r"(?:[579]\d|8[0-79])\d{4}"), // mobile
            desc(&[], r"(?:2[03-9]|3[0-5]|4[1-7]|88)\d{4}"), // fixed line
            desc(&[], r"050\d{3}"), // toll free
            desc(&[], r"36\d{4}"), // premium rate
        ],
    },
    // 688 TV
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 6, 7], r"(?:2|7\d\d|90)\d{4}"),
        types: &[
            desc(&[6, 7], r"(?:7[01]\d|90)\d{4}"), // mobile
            desc(&[5], r"2[02-9]\d{3}"), // fixed line
        ],
    },
    // 689 PF
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[6, 8, 9], r"4\d{5}(?:\d{2})?|8\d{7,8}"),
        types: &[
            desc(&[8], r"8[7-9]\d{6}"), // mobile
            desc(&[8], r"4(?:0[4-689]|9[4-68])\d{5}"), // fixed line
            desc(&[9], r"80[0-5]\d{6}"), // toll free
            desc(&[8], r"499\d{5}"), // VoIP
            desc(&[6], r"44\d{4}"), // UAN
        ],
    },
    // 690 TK
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[4, 5, 6, 7], r"[2-47]\d{3,6}"),
        types: &[
            desc(&[], r"7[2-4]\d{2,5}"), // mobile
            desc(&[], r"(?:2[2-4]|[34]\d)\d{2,5}"), // fixed line
        ],
    },
    // 691 FM
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7], r"(?:[39]\d\d|820)\d{4}"),
        types: &[
            desc(&[], r"31(?:00[67]|208|309)\d\d|(?:3(?:[2357]0[1-9]|602|804|905)|(?:820|9[2-7]\d)\d)\d{3}"), // mobile
            desc(&[], r"31(?:00[67]|208|309)\d\d|(?:3(?:[2357]0[1-9]|602|804|905)|(?:820|9[2-6]\d)\d)\d{3}"), // fixed line
        ],
    },
    // 692 MH
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"1", transform: "", local_only: mask(&[]) }),
        general: desc(&[7], r"329\d{4}|(?:[256]\d|45)\d{5}"),
        types: &[
            desc(&[], r"(?:(?:23|54)5|329|45[35-8])\d{4}"), // mobile
            desc(&[], r"(?:247|528|625)\d{4}"), // fixed line
            desc(&[], r"635\d{4}"), // VoIP
        ],
    },
    // 800 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"(?:00|[1-9]\d)\d{6}"),
        types: &[
            desc(&[], r"(?:00|[1-9]\d)\d{6}"), // toll free
        ],
    },
    // 808 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[1-9]\d{7}"),
        types: &[
            desc(&[], r"[1-9]\d{7}"), // shared cost
        ],
    },
    // 850 KP
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 10], r"85\d{6}|(?:19\d|[2-7])\d{7}"),
        types: &[
            desc(&[10], r"19[1-3]\d{7}"), // mobile
            desc(&[], r"(?:(?:195|2)\d|3[19]|4[159]|5[37]|6[17]|7[39]|85)\d{6}"), // fixed line
        ],
    },
    // 852 HK
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[5, 6, 7, 8, 9, 11], r"8[0-46-9]\d{6,7}|9\d{4,7}|(?:[2-7]|9\d{3})\d{7}"),
        types: &[
            desc(&[8], r"(?:4(?:0(?:6[0-3]|9[3-6])|24[3-6]|44[0-35-9]|6(?:4[0-57-9]|6[0-6])|7(?:4[0-48]|6[0-5]))|5(?:25[3-7]|35[4-8]|73[0-6]|95[0-8])|6(?:26[013-8]|(?:66|78)[0-5])|7(?:0(?:7[1-8]|8[0-8])|10[1-4])|84(?:4[0-2]|8[0-35-9])|9(?:29[013-9]|39[014-9]|59[0-467]|899))\d{4}|(?:4(?:4[0-35-9]|6[0-357-9]|7[0-35])|5(?:[1-59][0-46-9]|6[0-4689]|7[0-246-9])|6(?:0[1-9]|[13-59]\d|[268][0-57-9]|7[0-79])|70[1-59]|84[0-39]|9(?:0[1-9]|1[02-9]|[2358][0-8]|[467]\d))\d{5}"), // mobile
            desc(&[8], r"(?:2(?:[13-9]\d|2[013-9])\d|3(?:(?:[1569][0-24-9]|4[0-246-9]|7[0-24-69])\d|8(?:4[0-8]|[579]\d|6[0-5]))|58(?:0[1-9]|1[2-9]))\d{4}"), // fixed line
            desc(&[9], r"800\d{6}"), // toll free
            desc(&[5, 6, 7, 8, 11], r"900(?:[0-24-9]\d{7}|3\d{1,4})"), // premium rate
            desc(&[8], r"8(?:1[0-4679]\d|2(?:[0-36]\d|7[0-4])|3(?:[034]\d|2[09]|70))\d{4}"), // personal number
            desc(&[8], r"7(?:1(?:0[08]|1[0-3679]|3[013]|69|9[0136])|2(?:[02389]\d|1[18]|7[27-9])|3(?:[0-38]\d|7[0-369]|9[2357-9])|47\d|5(?:[178]\d|5[0-5])|6(?:0[0-7]|2[236-9]|[35]\d)|7(?:[27]\d|8[7-9])|8(?:[23689]\d|7[1-9])|9(?:[025]\d|6[0-246-8]|7[0-36-9]|8[238]))\d{4}"), // pager
            desc(&[8], r"30(?:0[1-9]|[15-7]\d|2[047]|89)\d{4}"), // UAN
        ],
    },
    // 853 MO
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8], r"0800\d{3}|(?:28|[68]\d)\d{6}"),
        types: &[
            desc(&[8], r"6800[0-79]\d{3}|6(?:[235]\d\d|6(?:0[0-5]|[1-9]\d)|8(?:0[1-9]|[14-8]\d|2[5-9]|[39][0-4]))\d{4}"), // mobile
            desc(&[8], r"(?:28[2-9]|8(?:11|[2-57-9]\d))\d{5}"), // fixed line
            desc(&[7], r"0800\d{3}"), // toll free
        ],
    },
    // 855 KH
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9, 10], r"1\d{9}|[1-9]\d{7,8}"),
        types: &[
            desc(&[8, 9], r"(?:(?:1[28]|3[18]|9[67])\d|6[016-9]|7(?:[07-9]|[16]\d)|8(?:[013-79]|8\d))\d{6}|(?:1\d|9[0-57-9])\d{6}|(?:2[3-6]|3[2-6]|4[2-4]|[5-7][2-5])48\d{5}"), // mobile
            desc(&[8, 9], r"23(?:4(?:[2-4]|[56]\d)|[568]\d\d)\d{4}|23[236-9]\d{5}|(?:2[4-6]|3[2-6]|4[2-4]|[5-7][2-5])(?:(?:[237-9]|4[56]|5\d)\d{5}|6\d{5,6})"), // fixed line
            desc(&[10], r"1800(?:1\d|2[019])\d{4}"), // toll free
            desc(&[10], r"1900(?:1\d|2[09])\d{4}"), // premium rate
        ],
    },
    // 856 LA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[8, 9, 10], r"[23]\d{9}|3\d{8}|(?:[235-8]\d|41)\d{6}"),
        types: &[
            desc(&[9, 10], r"(?:20(?:[23579]\d|8[78])|30[24]\d)\d{6}|30\d{7}"), // mobile
            desc(&[8], r"(?:2[13]|[35-7][14]|41|8[1468])\d{6}"), // fixed line
        ],
    },
    // 870 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9, 12], r"7\d{11}|[235-7]\d{8}"),
        types: &[
            desc(&[], r"(?:[356]|774[45])\d{8}|7[6-8]\d{7}"), // mobile
            desc(&[9], r"2\d{8}"), // VoIP
        ],
    },
    // 878 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[12], r"10\d{10}"),
        types: &[
            desc(&[], r"10\d{10}"), // VoIP
        ],
    },
    // 880 BD
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[6, 7, 8, 9, 10], r"[1-469]\d{9}|8[0-79]\d{7,8}|[2-79]\d{8}|[2-9]\d{7}|[3-9]\d{6}|[57-9]\d{5}"),
        types: &[
            desc(&[10], r"(?:1[13-9]|64)\d{8}|(?:3[78]|44|66)[02-9]\d{7}"), // mobile
            desc(&[], r"(?:4(?:31\d\d|423)|5222)\d{3}(?:\d{2})?|8332[6-9]\d\d|(?:3(?:03[56]|224)|4(?:22[25]|653))\d{3,4}|(?:3(?:42[47]|529|823)|4(?:027|525|65(?:28|8))|562|6257|7(?:1(?:5[3-5]|6[12]|7[156]|89)|22[589]56|32|42675|52(?:[25689](?:56|8)|[347]8)|71(?:6[1267]|75|89)|92374)|82(?:2[59]|32)56|9(?:03[23]56|23(?:256|373)|31|5(?:1|2[4589]56)))\d{3}|(?:3(?:02[348]|22[35]|324|422)|4(?:22[67]|32[236-9]|6(?:2[46]|5[57])|953)|5526|6(?:024|6655)|81)\d{4,5}|(?:2(?:7(?:1[0-267]|2[0-289]|3[0-29]|4[01]|5[1-3]|6[013]|7[0178]|91)|8(?:0[125]|1[1-6]|2[0157-9]|3[1-69]|41|6[1-35]|7[1-5]|8[1-8]|9[0-6])|9(?:0[0-2]|1[0-4]|2[568]|3[3-6]|5[5-7]|6[0136-9]|7[0-7]|8[014-9]))|3(?:0(?:2[025-79]|3[2-4])|181|22[12]|32[2356]|824)|4(?:02[09]|22[348]|32[045]|523|6(?:27|54))|666(?:22|53)|7(?:22[57-9]|42[56]|82[35])8|8(?:0[124-9]|2(?:181|2[02-4679]8)|4[12]|[5-7]2)|9(?:[04]2|2(?:2|328)|81))\d{4}|(?:2(?:[23]\d|[45])\d\d|3(?:1(?:2[5-7]|[5-7])|425|822)|4(?:033|1\d|[257]1|332|4(?:2[246]|5[25])|6(?:2[35]|56|62)|8(?:23|54)|92[2-5])|5(?:02[03489]|22[457]|32[35-79]|42[46]|6(?:[18]|53)|724|826)|6(?:023|2(?:2[2-5]|5[3-5]|8)|32[3478]|42[34]|52[47]|6(?:[18]|6(?:2[34]|5[24]))|[78]2[2-5]|92[2-6])|7(?:02|21\d|[3-589]1|6[12]|72[24])|8(?:217|3[12]|[5-7]1)|9[24]1)\d{5}|(?:(?:3[2-8]|5[2-57-9]|6[03-589])1|4[4689][18])\d{5}|[59]1\d{5}"), // fixed line
            desc(&[10], r"80[03]\d{7}"), // toll free
            desc(&[10], r"96(?:0[1-69]|1[0-479]|2[278]|3[13-9]|4[0-47-9]|54|6[69]|7[78]|88)\d{6}"), // VoIP
        ],
    },
    // 881 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9, 10], r"6\d{9}|[0-36-9]\d{8}"),
        types: &[
            desc(&[], r"6\d{9}|[0-36-9]\d{8}"), // mobile
        ],
    },
    // 882 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 9, 10, 11, 12], r"[13]\d{6}(?:\d{2,5})?|[19]\d{7}|(?:[25]\d\d|4)\d{7}(?:\d{2})?"),
        types: &[
            desc(&[7, 8, 9, 10, 12], r"342\d{4}|(?:337|49)\d{6}|(?:3(?:2|47|7\d{3})|5(?:0\d{3}|2[0-2]))\d{7}"), // mobile
            desc(&[], r"1(?:3(?:0[0347]|[13][0139]|2[035]|4[013568]|6[0459]|7[06]|8[15-8]|9[0689])\d{4}|6\d{5,10})|(?:345\d|9[89])\d{6}|(?:10|2(?:3|85\d)|3(?:[15]|[69]\d\d)|4[15-8]|51)\d{8}"), // VoIP
            desc(&[11], r"348[57]\d{7}"), // voicemail
        ],
    },
    // 883 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8, 9, 10, 11, 12], r"(?:[1-4]\d|51)\d{6,10}"),
        types: &[
            desc(&[], r"(?:2(?:00\d\d|10)|(?:370[1-9]|51\d0)\d)\d{7}|51(?:00\d{5}|[24-9]0\d{4,7})|(?:1[0-79]|2[24-689]|3[02-689]|4[0-4])0\d{5,9}"), // VoIP
        ],
    },
    // 886 TW
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8, 9, 10, 11], r"[2-689]\d{8}|7\d{9,10}|[2-8]\d{7}|2\d{6}"),
        types: &[
            desc(&[9], r"(?:40001[0-2]|9[0-8]\d{4})\d{3}"), // mobile
            desc(&[8, 9], r"(?:2[2-8]\d|370|55[01]|7[1-9])\d{6}|4(?:(?:0(?:0[1-9]|[2-48]\d)|1[023]\d)\d{4,5}|(?:[239]\d\d|4(?:0[56]|12|49))\d{5})|6(?:[01]\d{7}|4(?:0[56]|12|24|4[09])\d{4,5})|8(?:(?:2(?:3\d|4[0-269]|[578]0|66)|36[24-9]|90\d\d)\d{4}|4(?:0[56]|12|24|4[09])\d{4,5})|(?:2(?:2(?:0\d\d|4(?:0[68]|[249]0|3[0-467]|5[0-25-9]|6[0235689]))|(?:3(?:[09]\d|1[0-4])|(?:4\d|5[0-49]|6[0-29]|7[0-5])\d)\d)|(?:(?:3[2-9]|5[2-8]|6[0-35-79]|8[7-9])\d\d|4(?:2(?:[089]\d|7[1-9])|(?:3[0-4]|[78]\d|9[01])\d))\d)\d{3}"), // fixed line
            desc(&[8, 9], r"80[0-79]\d{6}|800\d{5}"), // toll free
            desc(&[7, 9], r"20(?:[013-9]\d\d|2)\d{4}"), // premium rate
            desc(&[9], r"99\d{7}"), // personal number
            desc(&[10, 11], r"7010(?:[0-2679]\d|3[0-7]|8[0-5])\d{5}|70\d{8}"), // VoIP
            desc(&[9], r"50[0-46-9]\d{6}"), // UAN
        ],
    },
    // 888 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[11], r"\d{11}"),
        types: &[
            desc(&[], r"\d{11}"), // UAN
        ],
    },
    // 960 MV
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 10], r"(?:800|9[0-57-9]\d)\d{7}|[34679]\d{6}"),
        types: &[
            desc(&[7], r"(?:46[46]|[79]\d\d)\d{4}"), // mobile
            desc(&[7], r"(?:3(?:0[0-4]|3[0-59])|6(?:[58][024689]|6[024-68]|7[02468]))\d{4}"), // fixed line
            desc(&[10], r"800\d{7}"), // toll free
            desc(&[10], r"900\d{7}"), // premium rate
            desc(&[7], r"4(?:0[01]|50)\d{4}"), // UAN
        ],
    },
    // 961 LB
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8], r"[27-9]\d{7}|[13-9]\d{6}"),
        types: &[
            desc(&[], r"(?:(?:3|81)\d|7(?:[01]\d|6[013-9]|8[7-9]|9[0-4]))\d{5}"), // mobile
            desc(&[], r"7(?:62|8[0-6]|9[04-9])\d{4}|(?:[14-69]\d|2(?:[14-69]\d|[78][1-9])|7[2-57]|8[02-9])\d{5}"), // fixed line
            desc(&[8], r"9[01]\d{6}"), // premium rate
            desc(&[8], r"80\d{6}"), // shared cost
        ],
    },
    // 962 JO
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[8, 9], r"(?:(?:[2689]|7\d)\d|32|427|53)\d{6}"),
        types: &[
            desc(&[9], r"(?:427|7(?:11|[29]\d|[78][0-25-9]))\d{6}"), // mobile
            desc(&[8], r"87(?:000|90[01])\d{3}|(?:2(?:6(?:2[0-35-9]|3[0-578]|4[24-7]|5[0-24-8]|[6-8][023]|9[0-3])|7(?:0[1-79]|10|2[014-7]|3[0-689]|4[019]|5[0-3578]))|32(?:0[1-69]|1[1-35-7]|2[024-7]|3\d|4[0-3]|[5-7][023])|53(?:0[0-3]|[13][023]|2[0-59]|49|5[0-35-9]|6[15]|7[45]|8[1-6]|9[0-36-9])|6(?:2(?:[05]0|22)|3(?:00|33)|4(?:0[0-25]|1[2-7]|2[0569]|[38][07-9]|4[025689]|6[0-589]|7\d|9[0-2])|5(?:[01][056]|2[034]|3[0-57-9]|4[178]|5[0-69]|6[0-35-9]|7[1-379]|8[0-68]|9[0239]))|87(?:20|7[078]|99))\d{4}"), // fixed line
            desc(&[8], r"80\d{6}"), // toll free
            desc(&[8], r"9\d{7}"), // premium rate
            desc(&[8], r"85\d{6}"), // shared cost
            desc(&[9], r"70\d{7}"), // personal number
            desc(&[9], r"74(?:66|77)\d{5}"), // pager
            desc(&[8], r"8(?:10|8\d)\d{5}"), // UAN
        ],
    },
    // 963 SY
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9], r"[1-359]\d{8}|[1-5]\d{7}"),
        types: &[
            desc(&[9], r"(?:50|9[03-689])\d{7}"), // mobile
            desc(&[], r"(?:1(?:[1478]\d|[2356])|21\d|3(?:[13]\d|4)|4[134]|5[1-3])\d{6}|2[1-5]\d{6}"), // fixed line
        ],
    },
    // 964 IQ
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 9, 10], r"(?:1|7\d\d)\d{7}|[2-6]\d{7,8}"),
        types: &[
            desc(&[10], r"7[3-9]\d{8}"), // mobile
            desc(&[8, 9], r"1\d{7}|(?:2[13-5]|3[02367]|4[023]|5[03]|6[026])\d{6,7}"), // fixed line
        ],
    },
    // 965 KW
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8], r"18\d{5}|(?:[2569]\d|41)\d{6}"),
        types: &[
            desc(&[8], r"(?:41\d\d|5(?:(?:[05]\d|1[0-7]|6[56])\d|2(?:22|5[25])|7(?:55|77)|88[58]|999)|6(?:(?:0[034679]|5[015-9]|6\d)\d|1(?:00|11|6[16])|2[26]2|3[36]3|4[46]4|7(?:0[013-9]|[67]\d)|8[68]8|9(?:[069]\d|3[039]))|9(?:(?:[04679]\d|8[057-9])\d|1(?:00|1[01]|99)|2(?:00|2\d)|3(?:00|3[03])|5(?:00|5\d)))\d{4}"), // mobile
            desc(&[8], r"2(?:[23]\d\d|4(?:[1-35-9]\d|44)|5(?:0[034]|[2-46]\d|5[1-3]|7[1-7]))\d{4}"), // fixed line
            desc(&[7], r"18\d{5}"), // toll free
        ],
    },
    // 966 SA
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[9, 10], r"(?:[15]\d|800|92)\d{7}"),
        types: &[
            desc(&[9], r"579[0-8]\d{5}|5(?:[013-689]\d|7[0-8])\d{6}"), // mobile
            desc(&[9], r"1(?:1\d|2[24-8]|3[35-8]|4[3-68]|6[2-5]|7[235-7])\d{6}"), // fixed line
            desc(&[10], r"800\d{7}"), // toll free
            desc(&[9], r"925\d{6}"), // premium rate
            desc(&[9], r"920\d{6}"), // shared cost
        ],
    },
    // 967 YE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6]) }),
        general: desc(&[7, 8, 9], r"(?:1|7\d)\d{7}|[1-7]\d{6}"),
        types: &[
            desc(&[9], r"7[01378]\d{7}"), // mobile
            desc(&[7, 8], r"78[0-7]\d{4}|17\d{6}|(?:[12][2-68]|3[2358]|4[2-58]|5[2-6]|6[3-58]|7[24-6])\d{5}"), // fixed line
        ],
    },
    // 968 OM
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 9], r"(?:1505|[279]\d{3}|500)\d{4}|800\d{5,6}"),
        types: &[
            desc(&[8], r"(?:1505|90[1-9]\d)\d{4}|(?:7[124-9]|9[1-9])\d{6}"), // mobile
            desc(&[8], r"2[1-6]\d{6}"), // fixed line
            desc(&[], r"8007\d{4,5}|(?:500|800[05])\d{4}"), // toll free
            desc(&[8], r"900\d{5}"), // premium rate
        ],
    },
    // 970 PS
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[8, 9, 10], r"[2489]2\d{6}|(?:1\d|5)\d{8}"),
        types: &[
            desc(&[9], r"5[69]\d{7}"), // mobile
            desc(&[8], r"(?:22[2-47-9]|42[45]|82[014-68]|92[3569])\d{5}"), // fixed line
            desc(&[10], r"1800\d{6}"), // toll free
            desc(&[10], r"1700\d{6}"), // shared cost
        ],
    },
    // 971 AE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[5, 6, 7, 8, 9, 10, 11, 12], r"(?:[4-7]\d|9[0-689])\d{7}|800\d{2,9}|[2-4679]\d{7}"),
        types: &[
            desc(&[9], r"5[02-68]\d{7}"), // mobile
            desc(&[8], r"[2-4679][2-8]\d{6}"), // fixed line
            desc(&[], r"400\d{6}|800\d{2,9}"), // toll free
            desc(&[9], r"900[02]\d{5}"), // premium rate
            desc(&[9], r"700[05]\d{5}"), // shared cost
            desc(&[9], r"600[25]\d{5}"), // UAN
        ],
    },
    // 972 IL
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[]) }),
        general: desc(&[7, 8, 9, 10, 11, 12], r"1\d{6}(?:\d{3,5})?|[57]\d{8}|[1-489]\d{7}"),
        types: &[
            desc(&[9], r"55(?:4(?:0[0-4]|10|6[015-9])|57[0-289]|8[06][0-2])\d{4}|5(?:(?:[0-2][02-9]|[36]\d|[49][2-9]|8[3-7])\d|5(?:01|2\d|3[0-3]|4[3-5]|5[0-25689]|6[6-8]|7[0-267]|8[7-9]|9[1-9]))\d{5}"), // mobile
            desc(&[8, 11, 12], r"153\d{8,9}|29[1-9]\d{5}|(?:2[0-8]|[3489]\d)\d{6}"), // fixed line
            desc(&[7, 10], r"1(?:255|80[019]\d{3})\d{3}"), // toll free
            desc(&[8, 10], r"1212\d{4}|1(?:200|9(?:0[0-2]|19|9\d))\d{6}"), // premium rate
            desc(&[10], r"1700\d{6}"), // shared cost
            desc(&[9], r"7(?:280[01]|38(?:[05]\d|8[0-358])|8(?:33|55|77|81)\d)\d{4}|7(?:18|2[23]|3[237]|47|6[258]|7\d|82|9[2-9])\d{6}"), // VoIP
            desc(&[10], r"1599\d{6}"), // UAN
            desc(&[11, 12], r"151\d{8,9}"), // voicemail
        ],
    },
    // 973 BH
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[8], r"[136-9]\d{7}"),
        types: &[
            desc(&[], r"(?:3(?:[0-79]\d|8[0-57-9])\d|6(?:3(?:00|33|6[16])|441|6(?:3[03-9]|[69]\d|7[0-689])))\d{4}"), // mobile
            desc(&[], r"(?:1(?:3[1356]|6[0156]|7\d)\d|6(?:1[16]\d|500|6(?:0\d|3[12]|44|55|7[7-9]|88)|9[69][69])|7(?:[07]\d\d|1(?:11|78)))\d{4}"), // fixed line
            desc(&[], r"8[02369]\d{6}"), // toll free
            desc(&[], r"(?:87|9[0-8])\d{6}"), // premium rate
            desc(&[], r"84\d{6}"), // shared cost
        ],
    },
    // 974 QA
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8, 9, 11], r"800\d{4}|(?:2|800)\d{6}|(?:0080|[3-7])\d{7}"),
        types: &[
            desc(&[8], r"[35-7]\d{7}"), // mobile
            desc(&[8], r"4(?:(?:[014]\d\d|999)\d|2022)\d{3}"), // fixed line
            desc(&[7, 9, 11], r"800\d{4}|(?:0080[01]|800)\d{6}"), // toll free
            desc(&[7], r"2[136]\d{5}"), // pager
        ],
    },
    // 975 BT
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[7, 8], r"[178]\d{7}|[2-8]\d{6}"),
        types: &[
            desc(&[8], r"(?:1[67]|[78]7)\d{6}"), // mobile
            desc(&[7], r"(?:2[3-6]|[34][5-7]|5[236]|6[2-46]|7[246]|8[2-4])\d{5}"), // fixed line
        ],
    },
    // 976 MN
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[4, 5, 6]) }),
        general: desc(&[8, 9, 10], r"[12]\d{7,9}|[5-9]\d{7}"),
        types: &[
            desc(&[8], r"(?:87[01]|92[0139])\d{5}|(?:5[05]|6[069]|7[28]|8[0135689]|9[013-9])\d{6}"), // mobile
            desc(&[], r"[12](?:2[1-3]|(?:3[2-8]|4[2-68]|5[1-4689])\d)\d{5,6}|7(?:0(?:[0-5]\d|7[078]|80)|128)\d{4}|[12]27\d{6}|(?:11|2[16]|5[368])\d{6}"), // fixed line
            desc(&[8], r"712[0-79]\d{4}|7(?:1[013-9]|[5-79]\d)\d{5}"), // VoIP
        ],
    },
    // 977 NP
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[8, 10, 11], r"(?:1\d|9)\d{9}|[1-9]\d{7}"),
        types: &[
            desc(&[10], r"9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\d{7}"), // mobile
            desc(&[8], r"(?:1[0-6]\d|99[02-6])\d{5}|(?:2[13-79]|3[135-8]|4[146-9]|5[135-7]|6[13-9]|7[15-9]|8[1-46-9]|9[1-7])[2-6]\d{5}"), // fixed line
            desc(&[11], r"1(?:66001|800\d\d)\d{5}"), // toll free
        ],
    },
    // 979 001
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"[1359]\d{8}"),
        types: &[
            desc(&[], r"[1359]\d{8}"), // premium rate
        ],
    },
    // 992 TJ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"(?:[0-57-9]\d|66)\d{7}"),
        types: &[
            desc(&[], r"(?:33[03-9]|4(?:1[18]|4[02-479])|81[1-9])\d{6}|(?:[09]\d|1[0-27-9]|2[0-27]|3[08]|40|5[05]|66|7[0157-9]|8[07-9])\d{7}"), // mobile
            desc(&[], r"(?:3(?:1[3-5]|2[245]|3[12]|4[24-7]|5[25]|72)|4(?:46|74|87))\d{6}"), // fixed line
        ],
    },
    // 993 TM
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"8", transform: "", local_only: mask(&[]) }),
        general: desc(&[8], r"[1-7]\d{7}"),
        types: &[
            desc(&[], r"(?:6\d|7[12])\d{6}"), // mobile
            desc(&[], r"(?:1(?:2\d|3[1-9])|2(?:22|4[0-35-8])|3(?:22|4[03-9])|4(?:22|3[128]|4\d|6[15])|5(?:22|5[7-9]|6[014-689]))\d{5}"), // fixed line
        ],
    },
    // 994 AZ
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[7]) }),
        general: desc(&[9], r"365\d{6}|(?:[124579]\d|60|88)\d{7}"),
        types: &[
            desc(&[], r"36554\d{4}|(?:[16]0|4[04]|5[015]|7[07]|99)\d{7}"), // mobile
            desc(&[], r"(?:2[12]428|3655[02])\d{4}|(?:2(?:22[0-79]|63[0-28])|3654)\d{5}|(?:(?:1[28]|46)\d|2(?:[014-6]2|[23]3))\d{6}"), // fixed line
            desc(&[], r"88\d{7}"), // toll free
            desc(&[], r"900200\d{3}"), // premium rate
        ],
    },
    // 995 GE
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[6, 7]) }),
        general: desc(&[9], r"(?:[3-57]\d\d|800)\d{6}"),
        types: &[
            desc(&[], r"5(?:(?:(?:0555|1(?:[17]77|555))[5-9]|757(?:7[7-9]|8[01]))\d|22252[0-4])\d\d|5(?:0(?:0(?:1[09]|70)|505)|1(?:0[01]0|1(?:07|33|51))|2(?:0[02]0|2[25]2)|3(?:0[03]0|3[35]3)|4(?:0[04]0|411)|5222|9000)[0-4]\d{3}|(?:5(?:0(?:0(?:0\d|1[12]|2[02]|3[0-6]|4[04]|5[05]|77|88|9[09])|(?:[14]\d|77)\d|22[02])|1(?:1(?:[03][01]|[124]\d|5[02-6]|7[0-6])|4\d\d)|2(?:228|555)|3555|4(?:4(?:[02-9]\d|14)|555)|5(?:[0157-9]\d\d|200|333|4(?:44|55))|6[89]\d\d|7(?:(?:[0147-9]\d|22)\d|5(?:00|[57]5))|8(?:0(?:[018]\d|2[0-4])|5(?:55|8[89])|8(?:55|88))|9(?:090|[1-35-9]\d\d))|790\d\d)\d{4}"), // mobile
            desc(&[], r"(?:3(?:[256]\d|4[124-9]|7[0-4])|4(?:1\d|2[2-7]|3[1-79]|4[2-8]|7[239]|9[1-7]))\d{6}"), // fixed line
            desc(&[], r"800\d{6}"), // toll free
            desc(&[], r"70[67]\d{6}"), // VoIP
        ],
    },
    // 996 KG
    Region {
        leading_digits: None,
        national_prefix: Some(NationalPrefix { pattern: r"0", transform: "", local_only: mask(&[5, 6]) }),
        general: desc(&[9, 10], r"8\d{9}|[235-9]\d{8}"),
        types: &[
            desc(&[9], r"312(?:58\d|973)\d{3}|(?:2(?:0[0-35]|2\d)|5[0-24-7]\d|600|7(?:[07]\d|55)|88[08]|9(?:12|9[05-9]))\d{6}"), // mobile
            desc(&[9], r"312(?:5[0-79]\d|9(?:[0-689]\d|7[0-24-9]))\d{3}|(?:3(?:1(?:2[0-46-8]|3[1-9]|47|[56]\d)|2(?:22|3[0-479]|6[0-7])|4(?:22|5[6-9]|6\d)|5(?:22|3[4-7]|59|6\d)|6(?:22|5[35-7]|6\d)|7(?:22|3[468]|4[1-9]|59|[67]\d)|9(?:22|4[1-8]|6\d))|6(?:09|12|2[2-4])\d)\d{5}"), // fixed line
            desc(&[], r"800\d{6,7}"), // toll free
        ],
    },
    // 998 UZ
    Region {
        leading_digits: None,
        national_prefix: None,
        general: desc(&[9], r"(?:20|33|[5-9]\d)\d{7}"),
        types: &[
            desc(&[], r"(?:(?:[25]0|33|8[078]|9[0-57-9])\d{3}|6(?:1(?:2(?:2[01]|98)|35[0-4]|50\d|61[23]|7(?:[01][017]|4\d|55|9[5-9]))|2(?:(?:11|7\d)\d|2(?:[12]1|9[01379])|5(?:[126]\d|3[0-4]))|5(?:19[01]|2(?:27|9[26])|(?:30|59|7\d)\d)|6(?:2(?:1[5-9]|2[0367]|38|41|52|60)|(?:3[79]|9[0-3])\d|4(?:56|83)|7(?:[07]\d|1[017]|3[07]|4[047]|5[057]|67|8[0178]|9[79]))|7(?:2(?:24|3[237]|4[5-9]|7[15-8])|5(?:7[12]|8[0589])|7(?:0\d|[39][07])|9(?:0\d|7[079])))|7(?:[07]\d{3}|2(?:2(?:2[79]|95)|3(?:2[5-9]|6[0-6])|57\d|7(?:0\d|1[17]|2[27]|3[37]|44|5[057]|66|88))|3(?:2(?:1[0-6]|21|3[469]|7[159])|(?:33|9[4-6])\d|5(?:0[0-4]|5[579]|9\d)|7(?:[0-3579]\d|4[0467]|6[67]|8[078]))|4(?:2(?:29|5[0257]|6[0-7]|7[1-57])|5(?:1[0-4]|8\d|9[5-9])|7(?:0\d|1[024589]|2[0-27]|3[0137]|[46][07]|5[01]|7[5-9]|9[079])|9(?:7[015-9]|[89]\d))|5(?:112|2(?:0\d|2[29]|[49]4)|3[1568]\d|52[6-9]|7(?:0[01578]|1[017]|[23]7|4[047]|[5-7]\d|8[78]|9[079]))|9(?:22[128]|3(?:2[0-4]|7\d)|57[02569]|7(?:2[05-9]|3[37]|4\d|60|7[2579]|87|9[07]))))\d{4}"), // mobile
            desc(&[], r"(?:55\d\d|6(?:1(?:22|3[124]|4[1-4]|5[1-3578]|64)|2(?:22|3[0-57-9]|41)|5(?:22|3[3-7]|5[024-8])|[69]\d\d|7(?:[23]\d|7[69]))|7(?:[168]\d\d|2(?:22|3[13-57-9]|4[1-3579]|5[14])|3(?:2\d|3[1578]|4[1-35-7]|5[1-57]|61)|4(?:2\d|3[1-579]|7[1-79])|5(?:22|5[1-9]|6[1457])|9(?:22|5[1-9])))\d{5}"), // fixed line
        ],
    },
];
