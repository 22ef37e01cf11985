# Čeština (cs).
#
# Slovníček (slova, která čeští hráči u stolu používají; mnohá jsou anglická):
#   blindy (malý blind, velký blind), ante, straddle, button (dealer); preflop, flop, turn,
#   river, showdown; fold (zahodit), check, call (dorovnat), sázka, navýšení (raise),
#   all-in, ukázat, zahodit karty; pot, hlavní pot, vedlejší pot; stack, bankroll, buy-in,
#   dokoupení, žetony (1 žeton, 2 žetony, 5 žetonů); cash stůl, heads-up zápas, sit-and-go.
#   Kombinace: nejvyšší karta, pár, dva páry, trojice, postupka, barva, full house, poker
#   (čtveřice), čistá postupka (straight flush), královská postupka.

## error
error-unexpected = Omlouváme se, u nás se něco pokazilo. Zkuste to znovu.
error-no_permission = K tomu potřebujete oprávnění Spravovat server.
error-guild_only = Poker se hraje v kanálu serveru, ne v soukromých zprávách.
error-cooldown = Trochu zpomalte: zkuste to znovu za { $seconds ->
    [one] { $seconds } sekundu
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}.
error-bad_option = „{ $value }“ není platná hodnota této volby.
error-check_failed = Tento příkaz tady použít nemůžete.
error-not_your_buttons = Tato tlačítka patří k žádosti uživatele { $owner }. Spusťte příkaz sami.
error-not_your_turn = Ještě nejste na tahu.
error-stale_button = To tlačítko patří k dřívější hře.
error-not_in_hand = V této hře nejste, tato tlačítka nejsou pro vás.
error-headsup_fixed = Heads-up zápas se vždy hraje podle herní karty (blindy 1/2, 100 žetonů, deset her); ostatní volby vynechte.
error-free_amounts = Tento formát dovoluje jen navýšení o půl potu, o pot a all-in.

## cmd
cmd-poker = Texas Hold'em u stolu tohoto kanálu
cmd-poker-create = Otevřít stůl v tomto kanálu
cmd-poker-join = Přisednout ke stolu tohoto kanálu
cmd-poker-leave = Odejít od stolu (váš stack se vrátí do bankrollu)
cmd-poker-start = Rozdat první hru
cmd-poker-table = Zobrazit stůl znovu
cmd-poker-cards = Ukázat vaše karty (jen vám)
cmd-poker-sitout = Vynechat od příští hry
cmd-poker-sitin = Vrátit se od příští hry
cmd-poker-topup = Dokoupit žetony z bankrollu do stacku
cmd-poker-history = Poslední hry odehrané zde
cmd-poker-export = Hra ve formátu PHH jako soubor (jen to, co stůl viděl)
cmd-poker-close = Zavřít stůl (jeho zakladatel, nebo Spravovat server)
cmd-poker-deck = Jak vypadají vaše vlastní karty
cmd-poker-deck-style = Kreslit vaše karty klasicky, nebo čtyřbarevně (tento server)

## opt
opt-deck_style = Klasicky (dvě barvy), nebo čtyřbarevně (♦ modrá, ♣ zelená)

## deck
deck-classic = klasicky
deck-four_colour = čtyřbarevně

## cmd
cmd-poker-misdeal = Vyhlásit chybné rozdání: hra je neplatná (Spravovat server)
cmd-fold = Zahodit karty (fold)
cmd-check = Check (bez sázky)
cmd-call = Dorovnat současnou sázku
cmd-bet = Vsadit částku
cmd-raise = Navýšit na celkovou částku v tomto kole sázek
cmd-allin = Vsadit celý stack
cmd-balance = Bankroll na tomto serveru
cmd-daily = Vyzvednout denní žetony
cmd-leaderboard = Žebříček serveru
cmd-stats = Pokerové statistiky člena
cmd-bank = Správa banky (Spravovat server)
cmd-bank-grant = Dát žetony do bankrollu člena (Spravovat server)

## opt
opt-game = Cash stůl, heads-up zápas na deset her, nebo sit-and-go
opt-small_blind = Malý blind
opt-big_blind = Velký blind
opt-betting = No-limit, pot-limit, nebo fixed-limit
opt-seats = Kolik míst (2 až 10)
opt-min_buy_in = Nejmenší buy-in (vklad do sit-and-go)
opt-max_buy_in = Největší buy-in
opt-straddle = Hráč vlevo od velkého blindu dává straddle každou hru
opt-ante = Ante od každého hráče, který dostane karty
opt-clock = Kolik sekund má každý hráč na tah
opt-buy_in = Žetony, se kterými přisednete
opt-amount = Žetony
opt-raise_to = Celková výše vaší sázky v tomto kole
opt-count = Kolik her
opt-hand = Číslo hry nebo její id z /poker history, např. 7-12 (bez něj poslední)
opt-member = Člen (bez něj vy)
opt-by = Podle čeho řadit
opt-page = Která stránka
opt-grant_member = Kdo žetony dostane

## table
table-title = Texas Hold'em · { $structure } · { $small_blind }/{ $big_blind }
table-title-headsup = Heads-up zápas · blindy { $small_blind }/{ $big_blind }
table-title-tournament = Sit-and-go · { $structure } · blindy { $small_blind }/{ $big_blind }
table-ante = ante { $ante }
table-no_players = Zatím nikdo nesedí. Místo zaberete příkazem `/poker join`.
table-waiting = Čeká se na první hru. Rozdá ji `/poker start`.
table-next_hand = Další hra se rozdá { $when }.
table-waiting-players = Čeká se na hráče: dva musí sedět a hrát.
table-closed = Tento stůl je zavřený.
table-seat = { $marker } Místo { $seat } · { $player } · { $stack ->
    [one] { $stack } žeton
    [few] { $stack } žetony
   *[other] { $stack } žetonů
}{ $bet }{ $state }
table-seat-bet = {" "}· sázka { $bet }
table-state-folded = {" "}· mimo hru
table-state-all_in = {" "}· **all-in**
table-state-sitting_out = {" "}· vynechává
table-state-waiting = {" "}· čeká
table-board = **Na stole** { $cards }
table-board-empty = **Na stole** —
table-pot = **Pot** { $total }
table-pot-sides = **Pot** { $total } (hlavní { $main }; vedlejší { $sides })
table-to_act = **Na tahu { $player }** · čas vyprší { $deadline }
table-to_act-call = { $player } může zahodit, dorovnat { $call }, nebo navýšit
table-recent = **Poslední akce** { $lines }
table-footer = Hra č. { $hand_no } · { $street }
table-footer-idle = Mezi hrami · sedí { $seats }

## street
street-preflop = Preflop
street-flop = Flop
street-turn = Turn
street-river = River
street-showdown = Showdown
street-between = Mezi hrami

## button
button-fold = Zahodit
button-check = Check
button-call = Dorovnat { $amount }
button-all_in = All-in { $amount }
button-min_raise = Min { $amount }
button-half_pot = ½ potu { $amount }
button-pot = Pot { $amount }
button-bet_quick = { $label } { $amount }
button-raise = Navýšit…
button-bet = Vsadit…
button-my_cards = Moje karty
button-previous = Předchozí
button-next = Další

## modal
modal-title-raise = Navýšit (hra č. { $hand_no })
modal-title-bet = Vsadit (hra č. { $hand_no })
modal-label = Navýšit na ({ $minimum } až { $maximum })
modal-label-bet = Vsadit ({ $minimum } až { $maximum })
modal-placeholder = Celkem mezi { $minimum } a { $maximum }
modal-no_raise = Teď nemůžete vsadit ani navýšit.

## note
note-hand_started = Rozdává se hra č. { $hand_no }.
note-fold = { $player } zahazuje
note-check = { $player } dává check
note-call = { $player } dorovnává { $amount }
note-bet = { $player } sází { $amount }
note-raise = { $player } navyšuje na { $amount }
note-all_in = { $player } jde all-in za { $amount }
note-all_in-suffix = {" "}(all-in)
note-muck = { $player } zahazuje karty
note-show = { $player } ukazuje
note-ante = { $player } platí ante { $amount }
note-small_blind = { $player } dává malý blind { $amount }
note-big_blind = { $player } dává velký blind { $amount }
note-straddle = { $player } dává straddle { $amount }
note-uncalled = { $player } bere zpět nedorovnaných { $amount }
note-action = { $player } hraje
note-street = **{ $street }** · { $cards }
note-street-board = Na stole: { $board }
note-showdown-title = Showdown · hra č. { $hand_no }
note-showdown-hand = { $player } ukazuje { $cards } — { $description }{ $won }
note-showdown-won = {" "}· vyhrává { $amount }
note-pot-main = Hlavní pot
note-pot-side = Vedlejší pot { $number }
note-pot-award = { $pot } ({ $amount }): { $winners }
note-hand_won = { $player } vyhrává { $amount } (všichni ostatní zahodili)
note-hand_voided = Hra č. { $hand_no } byla prohlášena za chybné rozdání: všechny žetony se vrátily.
note-timed_out = { $player }: vypršel čas
note-sat_out = { $player } vynechává
note-player_left = { $player } odchází od stolu
note-player_left-chips = { $player } odchází od stolu s { $amount ->
    [one] { $amount } žetonem
   *[other] { $amount } žetony
}
note-eliminated = { $player } končí na { $place }. místě
note-out_of_chips = { $player } nemá žetony: `/poker topup` alespoň { $amount } a hraje dál, nebo `/poker leave`
note-level_up = Blindy se zvyšují
note-level_up-big_blind = Blindy se zvyšují: velký blind je teď { $amount }
note-match_over = Zápas skončil.
note-match_over-won = { $player } vyhrává! V banku bylo { $amount ->
    [one] { $amount } žeton
    [few] { $amount } žetony
   *[other] { $amount } žetonů
}.
note-match_over-draw = Zápas skončil remízou: všechny vklady se vracejí.
note-reminder = { $player }, jste na tahu — čas vyprší { $deadline }.
note-dm_failed = { $player }, karty vám nejde poslat soukromou zprávou. Stiskněte **Moje karty** u stolu (nebo použijte `/poker cards`) a uvidíte je.

## cards
cards-dm = Vaše karty pro hru č. { $hand_no } v { $channel }: **{ $cards }**
cards-ephemeral = Vaše karty pro hru č. { $hand_no }: **{ $cards }**
cards-none = V probíhající hře nemáte žádné karty.

## poker
poker-created = { $player } tu otevírá stůl. Přisedněte příkazem `/poker join`.
poker-joined = { $player } přisedá.
poker-left = { $player } odchází od stolu.
poker-started = Míchat a rozdávat!
poker-sat_out = Od příští hry vynecháváte.
poker-sat_in = Od příští hry zase hrajete.
poker-topped_up = Do stacku přibylo { $amount ->
    [one] { $amount } žeton
    [few] { $amount } žetony
   *[other] { $amount } žetonů
}.
poker-table_posted = Stůl je níže.
poker-closed = Stůl je zavřený. Každý stack se vrátil do svého bankrollu.
poker-misdeal = Chybné rozdání: hra je neplatná a všechny žetony se vrátily.
poker-acted = Hotovo.
poker-history-title = { $count ->
    [one] Poslední hra zde
    [few] Poslední { $count } hry zde
   *[other] Posledních { $count } her zde
}
poker-history-empty = U tohoto stolu se zatím nehrálo.
poker-history-line = #{ $hand_no } · { $outcome }{ $detail }
poker-history-won = výhra { $pot }: { $winners }
poker-history-voided = chybné rozdání (neplatné)
poker-history-net = vy { $net }
poker-export-done = Hra č. { $hand_no } v PHH (jen to, co stůl viděl).
poker-deck_style = Vaše karty se na tomto serveru budou kreslit { $style }, v soukromých zprávách i pod **Moje karty**. Obrázek stolu zůstává pro všechny klasický.

## bank
bank-balance = { $player } má **{ $balance ->
    [one] { $balance }** žeton
    [few] { $balance }** žetony
   *[other] { $balance }** žetonů
}.
bank-balance-daily_ready = Denní odměna je připravena: `/daily`.
bank-balance-daily_at = Další denní odměna { $when }.
bank-daily = Vyzvedli jste **{ $amount ->
    [one] { $amount }** žeton
    [few] { $amount }** žetony
   *[other] { $amount }** žetonů
}. Váš bankroll má teď { $balance }.
bank-granted = { $player } dostává { $amount ->
    [one] { $amount } žeton
    [few] { $amount } žetony
   *[other] { $amount } žetonů
}. V bankrollu má teď { $balance }.
bank-leaderboard-title = Žebříček · { $by }
bank-leaderboard-empty = V tomto žebříčku zatím nikdo není.
bank-leaderboard-line = **{ $rank }.** { $player } · { $value }
bank-leaderboard-footer = Stránka { $page } z { $pages }
bank-by-bankroll = bankroll
bank-by-net_won = čistý zisk žetonů
bank-by-hands_won = vyhrané hry
bank-stats-title = Pokerové statistiky
bank-stats-who = { $player }
bank-stats-body =
    Odehrané hry: { $played }
    Vyhrané hry: { $won }
    Čistý zisk žetonů: { $net }
    Největší pot: { $biggest }
    Vyhrané showdowny: { $showdowns }

## kombinace
rank-one = { $rank ->
    [ace] eso
    [king] král
    [queen] dáma
    [jack] kluk
    [ten] desítka
    [nine] devítka
    [eight] osmička
    [seven] sedmička
    [six] šestka
    [five] pětka
    [four] čtyřka
    [three] trojka
   *[two] dvojka
}
rank-many = { $rank ->
    [ace] esa
    [king] králové
    [queen] dámy
    [jack] kluci
    [ten] desítky
    [nine] devítky
    [eight] osmičky
    [seven] sedmičky
    [six] šestky
    [five] pětky
    [four] čtyřky
    [three] trojky
   *[two] dvojky
}
hand-high_card = Nejvyšší karta, { $rank }
hand-one_pair = Pár, { $ranks }
hand-two_pair = Dva páry, { $ranks } a { $second }
hand-three_of_a_kind = Trojice, { $ranks }
hand-straight = Postupka, nejvýš { $rank }
hand-flush = Barva, nejvýš { $rank }
hand-full_house = Full house, { $ranks } a { $second }
hand-four_of_a_kind = Poker, { $ranks }
hand-straight_flush = Čistá postupka, nejvýš { $rank }
hand-royal_flush = Královská postupka

## sázky a hry
betting-no-limit = No-limit
betting-pot-limit = Pot-limit
betting-fixed-limit = Fixed-limit
choice-cash = cash stůl
choice-headsup = heads-up zápas
choice-tournament = sit-and-go
choice-no-limit = no-limit
choice-pot-limit = pot-limit
choice-fixed-limit = fixed-limit
choice-bankroll = bankroll
choice-net_won = čistý zisk žetonů
choice-hands_won = vyhrané hry
choice-classic = klasické
choice-four-colour = čtyřbarevné

## stav zápasu a turnaje
status-match_over = Zápas skončil
status-waiting = Čeká se na hráče ({ $count } ze 2)
status-hand_of = Hra { $hand } z { $hands }
status-tournament_over = Turnaj skončil
status-registering = Registrace (přihlášeno { $count })
status-level = Úroveň { $level }, { $left ->
    [one] zbývá { $left } hráč
    [few] zbývají { $left } hráči
   *[other] zbývá { $left } hráčů
}

## obrázek stolu
picture-pot = Pot { $amount }
picture-main = Hlavní { $amount }
picture-side = Vedlejší { $amount }
picture-seat = Místo { $seat }
picture-open = Místo { $seat } · volné
picture-all_in = ALL-IN
picture-folded = MIMO HRU
picture-away = PRYČ
picture-to_act = NA TAHU
picture-hand = Hra č. { $number }
picture-showdown = Showdown
picture-wins = Vyhrává { $amount }
picture-player = Hráč
reminder-soon = brzy

## /poker language
cmd-poker-language = Jazyk, kterým stoly mluví na tomto serveru (Spravovat server)
opt-language = Jazyk serveru pro stoly, ulice a výsledky
language-set = Stoly na tomto serveru teď mluví jazykem { $language }. Soukromé odpovědi se řídí jazykem Discordu každého člena.
language-name-en-US = English
language-name-sv-SE = Svenska
language-name-da = Dansk
language-name-cs = Čeština
language-name-nl = Nederlands
language-name-bg = Български

## odmítnutí herny
error-not_seated = U tohoto stolu nesedíte.
error-already_seated = U tohoto stolu už máte místo.
error-table_full = Stůl je plný. Zkuste to znovu, až se uvolní místo.
error-no_table = V tomto kanálu není otevřený stůl.
server-elsewhere = Stoly tohoto serveru teď řídí jiný proces bota, takže odsud nelze otevřít stůl. Zkuste to prosím za minutu znovu.
server-paused = Stůl je na chvíli pozastaven, než se bot znovu připojí. Nic se neztratilo; zkuste to prosím za minutu znovu.
error-table_exists = Tento kanál už má otevřený stůl.
error-stale_moment = To tlačítko je z dřívějšího okamžiku této hry — stůl už pokračuje.
error-hand_in_progress = Počkejte, až probíhající hra skončí.
chips-short = Potřebujete { $needed ->
    [one] { $needed } žeton
    [few] { $needed } žetony
   *[other] { $needed } žetonů
}, ale váš { $where ->
    [stack] stack
   *[bankroll] bankroll
} má jen { $available }.
chips-none = Potřebujete { $needed ->
    [one] { $needed } žeton
    [few] { $needed } žetony
   *[other] { $needed } žetonů
}, ale váš { $where ->
    [stack] stack
   *[bankroll] bankroll
} je prázdný.
bank-already_claimed = Denní žetony už jste vyzvedli. Vraťte se za { $wait }.
wait-hours = { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}
wait-minutes = { $minutes ->
    [one] { $minutes } minutu
    [few] { $minutes } minuty
   *[other] { $minutes } minut
}
bank-too_full = Váš bankroll je příliš plný na denní žetony.
admin-grant_only = Žetony může dávat jen správce serveru.
admin-take_only = Žetony může odebírat jen správce serveru.
amount-page = Stránka musí být celé číslo, například 2.
deck-unknown = „{ $style }“ není styl karet.
game-started = Hra už začala; počkejte na další.
seat-already_entered = Už jste přihlášeni.
game-headsup_two = Heads-up zápas potřebuje přesně dva hráče.
game-two_enter = Musí se přihlásit alespoň dva hráči.
seat-already_out = Už vynecháváte.
seat-not_out = Nevynecháváte.
seat-empty = Místo { $n } je prázdné.
seat-range = Tento stůl má místa 1 až { $n }.
seat-tournament = Místa u turnajového stolu se rozdělí při startu.
seat-entry_final = Přihlášku nelze stáhnout; zakladatel může stůl zavřít, čímž se všechny vklady vrátí.
seat-taken = Místo { $n } je obsazené. Vyberte si jiné.
config-game = Vyberte cash stůl, heads-up zápas, nebo sit-and-go.
config-betting = Sázky musí být no-limit, pot-limit, nebo fixed-limit.
config-seats = Stůl má 2 až 10 míst.
act-unknown = To se u stolu dělat nedá.
act-headsup_raises = V heads-up zápase navyšujete o ½ potu, o pot, nebo all-in.
act-cannot_raise = Teď nemůžete vsadit ani navýšit.
act-call_or_fold = Teď můžete jen dorovnat, nebo zahodit.
act-all_in_max = Tady nemůžete jít all-in: nejvýš můžete navýšit na { $n }.
act-cannot_bet = Teď nemůžete vsadit ani navýšit: můžete dorovnat, dát check, nebo zahodit.
raise-too_small = { $kind ->
    [bet] Nejmenší sázka
   *[raise] Nejmenší navýšení
}, které můžete udělat, je na { $n }.
raise-too_large = { $kind ->
    [bet] Největší sázka
   *[raise] Největší navýšení
}, které můžete udělat, je na { $n }.
raise-minimum = Minimum je { $n }.
raise-maximum = Maximum je { $n }.
act-cannot_check = Check nejde: k dorovnání je { $n }.
act-nothing_to_call = Není co dorovnat: dejte check.
act-already_bet = Sázka už je: navyšte.
act-no_bet = Není sázka k navýšení: vsaďte.
amount-say_how_much = Řekněte kolik: celý počet žetonů.
act-betting_over = Sázky skončily: ukažte, nebo zahoďte karty.
act-not_now = To během sázek udělat nemůžete.
hand-over = Hra skončila.
hand-not_in = V této hře nejste.
hand-not_dealt = V této hře nejste; karty dostanete příště.
hand-none = Žádná hra se nehraje.
topup-fixed = Stacky v zápase nebo sit-and-go nelze dokupovat.
topup-between_hands = Dokupovat můžete mezi hrami.
topup-at_max = Váš stack už je na maximu stolu, { $n }.
topup-below_min = Váš stack { $n } je pod nejmenším buy-inem stolu { $m }: dokupte alespoň { $o } (nejvýš { $p }).
topup-too_much = Dokoupit lze nejvýš { $n }: stacky tu jdou do { $m }.
topup-too_large = Takové dokoupení by váš stack příliš zvětšilo.
table-host_only = To může jen zakladatel stolu, nebo správce.
table-started = Stůl už začal.
table-two_needed = Alespoň dva hráči musí sedět a hrát.
table-hand_first = Před zavřením dohrajte, nebo zrušte probíhající hru.
table-gone = Ten stůl je zavřený.
tournament-none = Takový turnaj není.
tournament-unavailable = Ten turnaj teď nemůže použít tento stůl.
tournament-closed = Ten turnaj už nepřijímá přihlášky.
tournament-seats = Každý účastník potřebuje přesně jedno místo a musí být alespoň dva.
tournament-not_running = Ten turnaj neběží.
tournament-over = Ten turnaj už skončil.
amount-empty = Zadejte { $what } jako celý počet žetonů.
amount-not_finite = Hodnota „{ $what }“ musí být skutečný počet žetonů.
amount-fraction = Žetony jsou celá čísla: hodnota „{ $what }“ nesmí mít desetinnou část.
amount-not_number = „{ $text }“ není počet žetonů.
amount-boolean = Hodnota „{ $what }“ musí být počet žetonů, ne ano nebo ne.
amount-whole = Hodnota „{ $what }“ musí být celý počet žetonů.
amount-negative = Hodnota „{ $what }“ nesmí být záporná.
amount-too_small = Hodnota „{ $what }“ musí být alespoň { $n }.
amount-too_large = Hodnota „{ $what }“ smí být nejvýš { $n }.
amount-buy_in_range = Buy-in je { $n } až { $m } žetonů.
history-no_hand = U tohoto stolu není dohraná hra s tímto číslem.
history-voided = Ta hra byla zrušena jako chybné rozdání, takže nemá historii.
history-no_phh = Tuto hru nelze zapsat jako PHH.
history-unreadable = Záznam té hry nejde přečíst.
engine-refused = To teď u stolu udělat nejde.
amount-too_many = Hodnota „{ $what }“ je víc žetonů, než herna umí spočítat (nejvýš { $n }).
bank-past_max = Tím by bankroll přesáhl { $n }, víc se do něj nevejde.
what = { $what ->
    [buy_in] buy-in
    [top_up] dokoupení
    [number_of_hands] počet her
    [grant] dar
    [page_number] číslo stránky
    [hand_number] číslo hry
    [starting_stack] počáteční stack
    [seat] číslo místa
    [bomb_pot_interval] interval bomb potu
    [big_blind] velký blind
    [small_blind] malý blind
    [ante] ante
    [action_clock] čas na tah
    [time_bank] časová banka
    [entry_fee] vklad
    [minimum_buy_in] nejmenší buy-in
    [maximum_buy_in] největší buy-in
    [bet] sázka
    [raise] navýšení
   *[amount] částka
}

## poruchy (když bota zradí Discord nebo databáze)
fault-forged_option = Příkaz přišel s volbou, kterou nedokážu přečíst ({ $name }). Nic se nezměnilo; použijte příkaz znovu.
fault-muted = V tomto kanálu nemůžu psát: správce mi tu musí udělit oprávnění Odesílat zprávy. Do té doby je stůl pozastavený; nic se nezměnilo.
fault-muted_admin = **Pozastaveno**: v tomto kanálu nemůžu psát (chybí oprávnění Odesílat zprávy). Udělte mi ho a stůl bude pokračovat.
fault-bank_busy = Banka je právě zaneprázdněná, zkuste to za chvíli znovu. Nic se nezměnilo.

## počítačoví hráči (jméno robota nese jeho značku a styl) a šance při all-in
robot-name = { $mark } Bot · { $style }
robot-style-tight = tight
robot-style-loose = loose
robot-style-station = calling station
robot-style-match = hráč zápasu
robot-added = { $player } zasedá na místo { $seat } se stackem { $stack } od kasina.
robot-entered = { $player } je přihlášen; vklad za něj platí kasino.
robot-removed = { $player } odchází: až bude na tahu, složí a po hře odejde.
robot-bad_style = Styl počítačového hráče „{ $style }“ neexistuje: vyberte tight, loose, station nebo match.
robot-full = U tohoto stolu už není místo pro další počítačové hráče.
robot-forbidden = Tento server počítačové hráče vypnul; správce je může povolit příkazem /poker settings bots.
robot-none = Tam žádný počítačový hráč k odebrání není.
robot-headsup_only = Hra proti počítači je pro heads-up zápas; u jiných stolů použijte /poker bot add.
settings-bots-on = Počítačoví hráči jsou na tomto serveru povoleni.
settings-bots-off = Počítačoví hráči jsou na tomto serveru vypnuti; ti, kdo už sedí, hrají dál, dokud je neodeberete.
odds-title = All-in · šance před { $street }
odds-hand = { $player } { $cards } · vyhrává { $win }{ $tie }
odds-tie = {" "}· dělí se { $tie }
odds-exact = Přesně: spočítáno přes všechny boardy, které mohou přijít.
odds-estimate = Odhadnuto z náhodných boardů (± { $error }).
odds-share = { $player } { $equity }
odds-at_all_in = Při all-in: { $shares }
odds-picture = Vyhrává { $win } · dělí se { $tie }
street-all_in = All-in
bank-stats-robots = Proti počítačovým hráčům (počítáno zvlášť) · hry: { $played } · vyhrané: { $won } · čistý zisk: { $net }
cmd-poker-bot = Počítačoví hráči u tohoto stolu
cmd-poker-bot-add = Posadit počítačového hráče (zakladatel stolu nebo správce)
cmd-poker-bot-remove = Odebrat počítačového hráče (zakladatel stolu nebo správce)
opt-style = Jak počítačový hráč hraje
opt-robot_seat = Číslo místa; vynechte pro první volné místo
opt-robot_remove_seat = Místo počítačového hráče; vynechte pro posledního
cmd-poker-settings = Pokerová nastavení tohoto serveru
cmd-poker-settings-bots = Povolit nebo zakázat počítačové hráče na tomto serveru (Spravovat server)
opt-bots = Zapnuto povolí počítačové hráče, vypnuto je zakáže
opt-opponent = Heads-up zápas: hrát proti členovi, nebo proti počítači
choice-tight = tight
choice-loose = loose
choice-station = calling station
choice-match = hráč zápasu
choice-on = zapnuto
choice-off = vypnuto
choice-member = člen
choice-bot = počítač
## statistiky, které hráči čtou
bank-by-vpip = VPIP
bank-by-pfr = navýšení před flopem
bank-by-bb_per_hundred = vyhrané velké blindy na 100 her
bank-by-cashes = turnaje s výhrou
choice-vpip = VPIP
choice-pfr = navýšení před flopem
choice-bb_per_hundred = velké blindy na 100 her
choice-cashes = turnaje s výhrou
bank-percent = { $value } %
bank-bb_per_hundred = { $value } bb/100
bank-stats-play =
    VPIP: { $vpip } · PFR: { $pfr } · 3-bet: { $three_bet }
    Do showdownu: { $wtsd } · Výhry ve showdownu: { $wsd }
    Vyhrané velké blindy na 100 her (cash): { $bb100 }
    Odehrané sit-and-go: { $played } · s výhrou: { $cashed }
    Heads-up zápasy: { $matches } · vyhrané: { $matches_won }

## předvolby (vybrané před vaším tahem)
preaction-check_fold = Check/Fold
preaction-check = Check
preaction-call = Dorovnat { $amount }
preaction-call_any = Dorovnat cokoli
preaction-fold = Zahodit na jakoukoli sázku
preaction-set = Předvolba pro hru č. { $hand_no }: **{ $choice }**. Zahraje se za vás, až budete v tomto kole na tahu; dalším stiskem ji zrušíte.
preaction-cleared = Předvolba zrušena: rozhodnete se sami.
preaction-bet_changed = Sázka je teď { $bet }: to tlačítko patřilo k jiné sázce. Vyberte znovu.
preaction-not_in_hand = Předvolby jsou pro hráče, kteří jsou ještě ve hře a mají žetony.
preaction-your_turn = Teď jste na tahu: použijte tlačítka akcí.

## blindy jako v herně
cmd-poker-straddle = Váš trvalý straddle: vložit dvojnásobek velkého blindu, kdykoli sedíte vlevo od něj
opt-blind = Vložit velký blind a hrát hned, nebo počkat, až k vám velký blind dojde
opt-blinds = Vložit zmeškané blindy a hrát hned, nebo počkat na velký blind
opt-straddle_choice = zapnout: straddle, kdykoli to jde; vypnout: nikdy
choice-post = vložit hned
choice-wait = počkat na velký blind
choice-on = zapnout
choice-off = vypnout
poker-sat_in-wait = Jste zpět: karty dostanete, až k vám dojde velký blind.
poker-straddle-on = Straddle zapnut: kdykoli sedíte vlevo od velkého blindu, vložíte jeho dvojnásobek (od tří hráčů).
poker-straddle-off = Straddle vypnut.
straddle-cash_only = Straddle je jen u cash stolů.
note-dead_small_blind = v této hře není malý blind (mrtvý malý blind: jeho místo se uvolnilo)
note-post_to_enter = { $player } vkládá velký blind { $amount } a hraje hned
note-missed_blinds = { $player } vkládá zmeškané blindy, { $amount } (malý blind mrtvý)
note-missed_small_blind = { $player } vkládá zmeškaný malý blind, { $amount } mrtvý

## možnosti domácí hry
cmd-poker-options = Možnosti domácí hry u tohoto cash stolu: rozdat dvakrát, bomb poty, lov na králíka
cmd-poker-bomb = Hlasovat pro bomb pot v příští hře (přijde, až budou pro všichni sedící hráči)
opt-run_it_twice = Nabídnout hráčům all-in rozdat společné karty dvakrát
opt-bomb_every = Bomb pot každou N-tou hru (0: jen hlasováním)
opt-rabbit_hunt = Po hře, která skončila dřív, ukázat karty, které by přišly
poker-options = Možnosti domácí hry: rozdat dvakrát { $run_it_twice } · bomb pot každou { $bomb_every }. hru (0: hlasováním) · lov na králíka { $rabbit_hunt }
poker-bomb-vote = { $player } hlasuje pro bomb pot: { $votes } z { $needed }. Přidejte se příkazem `/poker bomb`.
poker-bomb-agreed = { $player } hlasuje pro bomb pot: { $votes } z { $needed }. Příští hra je bomb pot!
options-cash_only = Možnosti domácí hry jsou jen u cash stolů.
rabbit-off = U tohoto stolu se na králíka neloví: zakladatel to může zapnout příkazem `/poker options rabbit_hunt:True`.
rabbit-none = Rozdaly se všechny společné karty: není na co lovit.
rabbit-shown = Lov na králíka, hra č. { $hand_no }: ke kartám { $board } by přišly **{ $cards }**.
run_twice-not_asked = Zda rozdat dvakrát, odpovídají jen hráči all-in.
button-run_twice = Rozdat dvakrát
button-run_once = Rozdat jednou
button-rabbit = Lov na králíka
table-run_twice = Rozdat dvakrát? { $players } odpovězte { $deadline } (bez odpovědi: jednou)
table-bomb_next = Příští hra je bomb pot.
note-bomb_pot = Bomb pot: každý vkládá ante { $amount }, sázky začínají na flopu
## round 2: the table in the channel
button-bet_to = Vsadit { $amount }
button-raise_to = Navýšit na { $amount }
table-to_act-bank = **Na tahu { $player }** · hodiny vyprší { $deadline }, pak { $bank } s časové rezervy
table-to_act-banking = **Na tahu { $player }** · běží časová rezerva, vyprší { $deadline }
terms-title = Podmínky
terms-cash = { $betting } · vklad { $low }–{ $high } · { $seated }/{ $seats } míst
terms-headsup = { $betting } · vklad { $stake } žetonů každý
terms-sng = { $betting } · startovné { $entry } · počáteční stack { $stack } · { $seated }/{ $seats } míst
terms-level = Úroveň { $level }: blindy { $small }/{ $big }
terms-next_level = další { $small }/{ $big } za { $hands ->
    [one] jednu hru
    [few] { $hands } hry
   *[other] { $hands } her
}
terms-place = #{ $place } { $amount }
terms-payouts = Výplaty: { $places }
terms-clock = Hodiny { $clock } s
terms-clock-bank = Hodiny { $clock } s + { $bank } s časové rezervy
log-street = **{ $street }**
log-antes = ante { $amount } × { $count }
log-blinds = blindy { $small }/{ $big }
log-small_blind = malý blind { $amount }
log-straddle = straddle { $amount }
note-sat_down = { $player } přisedá s { $amount }
note-result-title = Hra č. { $hand_no } · výsledek
note-match_over-result = { $game ->
    [tournament] { $player } vyhrává sit-and-go! V banku bylo { $amount } žetonů. Konečné pořadí:
   *[other] { $player } vyhrává heads-up zápas! V banku bylo { $amount } žetonů. Konečné pořadí:
}
note-match_over-standing = { $place }. { $player } · stack { $stack } · výhra { $prize }
note-match_over-hands = Odehraných her: { $hands }
ping-turn = { $player }, jste na tahu.
cards-board = Na stole: { $board }
cards-hand = Vaše kombinace: **{ $name }**
cards-pot_odds = Call { $call } do banku { $pot }: pot odds { $ratio } ku 1 (potřebujete { $percent } % equity)
poker-joined-chips = { $player } přisedá s { $amount } žetony.
poker-table_moved = Stůl se přesunul: hrajte dál na nejnovější zprávě se stolem.
poker-history-line-id = #{ $hand_no } (id { $hand_id }) · { $outcome }{ $detail }
poker-export-done-id = Hra č. { $hand_no } (id { $hand_id }) v PHH (jen to, co viděl stůl).
poker-notify-on = Když budete na tahu, na tomto serveru vás upozorním zmínkou.
poker-notify-off = Když budete na tahu, na tomto serveru vás už upozorňovat nebudu.
cmd-poker-notify = Upozornění (nebo ne), když jste na tahu
opt-notify = zapnout nebo vypnout
seat-stake_fixed = Vklad je tu pevný, { $entry } žetonů: použijte `/poker join` bez částky.
history-not_played = Exportovat můžete jen hru, kterou jste hráli.

## moments (issue 23): short all-ins, refusals, run it twice, pictures, words
history-bad_hand = „{ $text }“ není hra: zadejte číslo hry (12) nebo id hry z /poker history (7-12).
note-reminder-robot = { $player } ještě přemýšlí — čas vyprší { $deadline }.
picture-first_run = 1. rozdání
picture-second_run = 2. rozdání
note-run-first = První rozdání
note-run-second = Druhé rozdání
table-board-first_run = **Na stole, 1. rozdání** { $cards }
table-board-second_run = **Na stole, 2. rozdání** { $cards }
rabbit-shown-empty = Lov na králíka, hra č. { $hand_no }: na stůl by přišly **{ $cards }**.
bank-leaderboard-empty-min_hands = V tomto žebříčku zatím nikdo není: počítají se členové, kteří tu odehráli aspoň { $hands } her.
opt-ante_type = kdo platí ante: každý hráč, nebo velký blind za celý stůl
terms-ante-every = Ante { $ante } od každého hráče
terms-ante-big_blind = Ante velkého blindu { $ante }: platí ho velký blind za celý stůl
table-ante-big_blind = ante velkého blindu { $ante }
config-ante_type = Ante platí každý hráč (every), nebo velký blind za celý stůl (big_blind).
choice-every = každý hráč
choice-big_blind = velký blind (ante velkého blindu)
log-street-second_run = **{ $street }** (2. rozdání)
# Čisté vypnutí (úkol 26): kliknutí nebo příkaz ve chvíli, kdy se bot vypíná
fault-restarting = Herna se na chvíli restartuje. Vaše ruka i žetony zůstávají zachovány; zkuste to prosím za minutu znovu.
## sharing: hry, které stojí za sdílení (záznam, export pro hand trackery, účet sezení)
cmd-poker-replay = Přehrát si hru znovu jako animaci (jen pro vás, pokud ji nesdílíte)
cmd-poker-ledger = Účet sezení: buy-iny, výběry, stacky a kdo komu dluží
opt-export_format = phh (otevřený formát) nebo pokerstars (pro hand trackery)
opt-share = Zveřejnit v kanálu pro všechny (bez neukázaných karet kohokoli)
opt-session = Probíhající sezení, nebo poslední uzavřené
choice-current = probíhající sezení
choice-last = poslední sezení
button-replay = Přehrát
replay-fold = { $player } zahazuje
replay-check = { $player } dává check
replay-call = { $player } dorovnává { $amount }
replay-bet = { $player } sází { $amount }
replay-raise = { $player } navyšuje na { $amount }
replay-shows = { $player } ukazuje karty
replay-wins = { $player } vyhrává { $amount }
replay-second_run = Druhé rozdání · { $street }
replay-private = Záznam hry č. { $hand_no } (id { $hand_id }): vaše vlastní karty a ukázané ruce.
replay-shared = Záznam hry č. { $hand_no } (id { $hand_id }): jen ruce ukázané u stolu.
sharing-export-stars = Hra č. { $hand_no } (id { $hand_id }) ve formátu PokerStars pro hand trackery (jen to, co viděl stůl).
sharing-export-many = { $count ->
    [few] Vaše poslední { $count } hry u tohoto stolu ve formátu { $format } (jen to, co viděl stůl).
   *[other] Vašich posledních { $count } her u tohoto stolu ve formátu { $format } (jen to, co viděl stůl).
}
sharing-no_hands = U tohoto stolu zatím nemáte žádnou dohranou hru.
sharing-no_session = Stůl tohoto kanálu takové sezení nemá.
sharing-cash_only = Účet je pro cash stoly: zápas ani sit-and-go nemají buy-iny k vyrovnání.
sharing-ledger-current = Účet · probíhající sezení
sharing-ledger-last = Účet · poslední sezení
sharing-ledger-line = { $player }: vklad { $bought_in } · výběr { $cashed_out } · stack { $stack } · čistě { $net }
sharing-ledger-empty = U stolu zatím nikdo neseděl.
sharing-ledger-pot_title = Probíhá hra
sharing-ledger-in_pot = V potu je { $amount } žetonů: bilance se vyrovná, až bude hra vyhodnocena.
sharing-ledger-settle_title = Vyrovnání
sharing-ledger-transfer = { $payer } → { $payee }: { $amount }
sharing-ledger-square = Všichni jsou vyrovnáni.
sharing-ledger-footer = Jen žetony stolu: žádné skutečné peníze nemění majitele.
sharing-ledger-col-member = hráč
sharing-ledger-col-bought_in = vklad
sharing-ledger-col-cashed_out = výběr
sharing-ledger-col-stack = stack teď
sharing-ledger-col-net = čistě
choice-phh = PHH
choice-pokerstars = PokerStars
# Turnaje na více stolech (/poker tournament)
tournament-lobby_taken = V tomto kanálu už běží otevřený turnaj: nejdřív ho dohrajte nebo zrušte.
tournament-started = Turnaj už začal: vklady se už nevracejí.
tournament-not_registered = Do tohoto turnaje nejsi přihlášen.
tournament-addon_taken = Add-on už máš.
tournament-points_recorded = Body z tohoto turnaje už jsou zapsané.
cmd-poker-tournament = Turnaje na více stolech v tomto kanálu
cmd-poker-tournament-create = Otevřít tu turnaj a zveřejnit jeho lobby (Spravovat server)
cmd-poker-tournament-register = Přihlásit se do turnaje v tomto kanálu (vklad se strhne z tvého bankrollu)
cmd-poker-tournament-unregister = Odhlásit se před startem: vklad ti vrátíme
cmd-poker-tournament-status = Hráči turnaje, bank výher, start a výplaty
cmd-poker-tournament-start = Spustit turnaj hned (pořadatel nebo Spravovat server)
cmd-poker-tournament-cancel = Zrušit turnaj (pořadatel nebo Spravovat server)
opt-mtt-name = Název turnaje
opt-mtt-start_in = Minuty do startu (0: až ho pořadatel spustí); nad 0 vznikne událost serveru
opt-mtt-entry = Vklad v žetonech z bankrollu každého hráče (0: freeroll)
opt-mtt-chips = Počáteční stack v turnajových žetonech
opt-mtt-table_size = Míst u stolu (2 až 10)
opt-mtt-levels = Struktura blindů: turbo, běžná nebo hluboká
opt-mtt-level_minutes = Minut na úroveň blindů (0,5 až 60)
opt-mtt-late_levels = Registrace zůstává otevřená až do této úrovně (0: zavře se při startu)
opt-mtt-payouts = Kdo dostane výhru: nejlepších 10, 15 nebo 20 % hráčů, nebo jen vítěz
opt-mtt-rebuys = Povolit rebuye, dokud je registrace otevřená
opt-mtt-addon = Nabídnout add-on o přestávce, která registraci zavírá
opt-mtt-min_players = Nejméně hráčů pro start (při menším počtu se všem vklady vrátí)
choice-turbo = turbo
choice-regular = běžná
choice-deep = hluboká
mtt-levels-turbo = turbo
mtt-levels-regular = běžné
mtt-levels-deep = hluboké
mtt-payouts-top_ten = nejlepších 10 % hráčů
mtt-payouts-top_fifteen = nejlepších 15 % hráčů
mtt-payouts-top_twenty = nejlepších 20 % hráčů
mtt-payouts-winner = vítěz bere vše
mtt-lobby-title = **{ $name }** · turnaj na více stolech
mtt-lobby-terms = Vklad { $entry } · počáteční stack { $chips } · { $seats } míst u stolu · blindy { $levels }, úrovně po { $minutes } minutách
mtt-lobby-payouts = Výplaty: { $payouts } · nejméně { $min } hráčů
mtt-lobby-late = Pozdní registrace až do úrovně { $level }
mtt-lobby-rebuys = Rebuye, dokud je registrace otevřená
mtt-lobby-addon = Add-on o přestávce, která registraci zavírá
mtt-lobby-cancelled = Zrušeno: všechny vklady byly vráceny.
mtt-lobby-starts = Začíná { $when } ({ $relative })
mtt-lobby-starts_on_command = Začne, až pořadatel spustí `/poker tournament start`
mtt-lobby-players = Přihlášení ({ $count }): { $names }
mtt-lobby-nobody = Zatím se nikdo nepřihlásil.
mtt-lobby-pool = Bank výher: { $pool }
mtt-button-register = Přihlásit
mtt-button-unregister = Odhlásit
mtt-chips = { $n ->
    [one] { $n } žeton
    [few] { $n } žetony
   *[other] { $n } žetonů
}
mtt-created = Do turnaje { $name } se lze v tomto kanálu přihlásit.
mtt-event_created = Událost serveru je naplánovaná.
mtt-no_event = Událost serveru se nepodařilo vytvořit (bot potřebuje oprávnění Vytvářet události); turnaj je i tak otevřený.
mtt-event-description = Turnaj v Texas Hold'em · vklad { $entry }
mtt-registered = Jsi přihlášen do turnaje { $name }: vklad { $entry } šel do banku výher.
mtt-unregistered = Odhlásil ses z turnaje { $name }: vklad { $entry } se vrátil do tvého bankrollu.
mtt-cancelled = Turnaj { $name } je zrušen: všechny vklady byly vráceny.
mtt-status-players = Přihlášených hráčů: { $count } (ke startu je potřeba nejméně { $min })
mtt-status-places = Placená místa podle současného stavu: { $places } ({ $prizes })
mtt-status-first_level = První úroveň: blindy { $small }/{ $big }, { $minutes } min
mtt-status-you_in = Jsi přihlášen.
mtt-status-you_out = Nejsi přihlášen.
tournament-none_here = V tomto kanálu není žádný otevřený turnaj.
tournament-host_only = To může jen pořadatel turnaje nebo admin.
tournament-too_few = Přihlášeno { $n }: turnaj potřebuje ke startu nejméně { $m } hráčů.
tournament-tables_pending = Stoly turnaje zatím nemohou běžet: přijdou s další aktualizací bota. Registrace zůstává otevřená.
tournament-lobby_thread = Turnaj otevři v textovém kanálu, ne ve vlákně.
mtt-cancelled_short = Turnaj { $name } je zrušen: do startu se přihlásilo méně než { $min } hráčů. Všechny vklady byly vráceny.
cmd-poker-season = Turnajové sezóny tady: jejich délka a kam se zveřejní konečné pořadí (Spravovat server)
opt-season-length = Měsíční, čtvrtletní nebo roční, podle kalendáře
opt-season-channel = Kam se zveřejní konečné pořadí (výchozí: tento kanál)
choice-monthly = měsíční
choice-quarterly = čtvrtletní
choice-yearly = roční
mtt-season-monthly = měsíční
mtt-season-quarterly = čtvrtletní
mtt-season-yearly = roční
mtt-season-set = Turnajové sezóny jsou tady teď { $length }: tahle trvá od { $start } do { $end } a její konečné pořadí se zveřejní v { $channel }.
mtt-season-final = Konečné pořadí turnajové sezóny { $start } – { $end }
mtt-season-line = { $rank }. { $player } · { $points } b.
choice-top-ten-percent = nejlepších 10 %
choice-top-fifteen-percent = nejlepších 15 %
choice-top-twenty-percent = nejlepších 20 %
choice-winner-takes-all = vítěz bere vše

## Running multi-table tournaments (the conductor and its tables)
mtt-table_conducted = Turnajový stůl se zavře, až ho turnaj rozpustí.
mtt-table_thread = { $name } · stůl { $number }
mtt-started = { $name } začal u { $tables } stolů: své místo najdete ve vláknech níže. Hodně štěstí!
mtt-results-title = Výsledky turnaje { $name }
mtt-results-line = { $place }. · { $player } · { $prize }
mtt-running-level = Úroveň { $level }: blindy { $small }/{ $big }, ante { $ante } · další úroveň za { $minutes } min { $seconds } s
mtt-running-players = Zbývá hráčů { $left } z { $entrants } · průměrný stack { $average }
mtt-running-prizes = Výplaty: { $prizes }
mtt-running-break = Přestávka: hra pokračuje další úrovní.
mtt-running-your_table = Váš stůl: { $table }
mtt-cancelled_running = { $name } je zrušen: výherní fond se rozdělil mezi hráče, kteří ve hře zůstali, jak říkají pravidla.
mtt-running-leaders = Nejvíc žetonů: { $leaders }
mtt-season-current = Turnajová sezóna { $start } – { $end }
mtt-season-empty = V této sezóně zatím nikdo nezískal turnajové body.
choice-season = sezónní body

## Tournaments: the ICM deal, shared places, season pages, repeats, computer players
cmd-poker-tournament-deal = Navrhnout ICM dohodu u finálového stolu (hráč, který je stále ve hře)
mtt-deal-proposal = { $player } navrhuje ICM dohodu, která ukončí turnaj { $name }: každý hráč si vezme svou očekávanou výhru podle žetonů. Všichni musí přijmout do { $seconds } sekund; stůl mezitím čeká.
mtt-deal-line = { $yes } { $player } · { $chips } žetonů · bere { $prize }
mtt-deal-declined = Odmítnuto: dohoda padá a hra pokračuje.
mtt-deal-agreed = Všichni přijali: turnaj končí touto dohodou.
mtt-deal-expired = Čas na dohodu vypršel: hra pokračuje.
mtt-deal-proposed = Vaše dohoda je navržena ve vlákně finálového stolu.
mtt-deal-after_hand = Vaše dohoda bude navržena ve vlákně finálového stolu, až tato hra skončí.
mtt-button-accept = Přijmout
mtt-button-decline = Odmítnout
mtt-results-by_deal = Výsledky turnaje { $name } (ukončen dohodou)
tournament-deal_final = Dohodu lze navrhnout jen u finálového stolu, kde zbývají aspoň dva hráči.
tournament-deal_players = Dohodu mohou navrhnout nebo na ni odpovědět jen hráči, kteří jsou stále ve hře.
tournament-deal_open = Dohoda už je navržena: nejdřív odpovězte na ni.
tournament-deal_robots = Ve hře jsou ještě počítačoví hráči: dohoda potřebuje souhlas všech, proto se nenabízí.
tournament-deal_late = Dokud je přihlašování otevřené, dohoda není možná: bank výher může ještě růst.
tournament-deal_gone = Tato dohoda už není otevřená.
mtt-place = { $place }.
mtt-place-range = { $best }.–{ $worst }.
mtt-results-shared = { $places } · { $player } · { $prize }
mtt-running-your_place = Skončili jste { $places } · výhra { $prize }
mtt-season-page = Strana { $page }
opt-mtt-repeat = Po skončení otevřít další o den nebo týden později (potřebuje start_in)
choice-daily = denně
choice-weekly = týdně
mtt-lobby-repeat-daily = Opakuje se denně: další se otevře, až tento skončí.
mtt-lobby-repeat-weekly = Opakuje se týdně: další se otevře, až tento skončí.
mtt-repeat-next = Další turnaj { $name } je tu otevřen k registraci.
tournament-repeat_start = Opakovaný turnaj potřebuje čas startu: zadejte `start_in` větší než 0.
mtt-series_stopped = Jeho série tu končí: další se neotevře.
opt-mtt-bots = Počítačoví hráči k doplnění pole (místa zdarma; nevyhrávají žetony)
tournament-bots_off = Počítačoví hráči jsou na tomto serveru vypnuti (`/poker settings bots`).
mtt-lobby-bots = Při startu se přidá { $count } počítačových hráčů (nevyhrávají žetony).

## A running tournament: late entries, rebuys, the add-on, pause and resume
cmd-poker-tournament-rebuy = Rebuy, dokud je přihlašování otevřené (se stackem do počátečního nebo bez žetonů)
cmd-poker-tournament-addon = Vzít add-on na úrovni nebo přestávce, kterou přihlašování končí
cmd-poker-tournament-pause = Zastavit hodiny turnaje (pořadatel nebo Spravovat server)
cmd-poker-tournament-resume = Znovu spustit hodiny turnaje (pořadatel nebo Spravovat server)
tournament-late_closed = Přihlašování do tohoto turnaje skončilo.
tournament-rebuys_off = Tento turnaj nemá rebuy.
tournament-rebuy_closed = Rebuy skončily s přihlašováním.
tournament-rebuy_stack = Rebuy je pro stack nejvýš rovný počátečnímu stacku { $n }.
tournament-addon_off = Tento turnaj nemá add-on.
tournament-addon_closed = Add-on se nabízí jen při konci přihlašování (jeho poslední úroveň nebo přestávka po ní).
tournament-paused = Hodiny turnaje už stojí.
tournament-not_paused = Hodiny turnaje nestojí.
mtt-registered_late = Hraješ v turnaji { $name }: vklad { $entry } šel do banku výher. Tvé místo: { $table } (rozdává se ti od další hry tam).
mtt-rebuy-given = Rebuy přijat: { $entry } šlo do banku výher a { $chips } žetonů máš ve stacku u { $table }.
mtt-rebuy-owed = Rebuy přijat: { $entry } šlo do banku výher; { $chips } žetonů přibude do tvého stacku u { $table }, až tam skončí hra.
mtt-addon-given = Add-on přijat: { $entry } šlo do banku výher a { $chips } žetonů máš ve stacku u { $table }.
mtt-addon-owed = Add-on přijat: { $entry } šlo do banku výher; { $chips } žetonů přibude do tvého stacku u { $table }, až tam skončí hra.
mtt-paused = { $name } je pozastaven: rozehrané hry se dohrají a nová se nerozdá, dokud turnaj nepokračuje.
mtt-resumed = { $name } pokračuje: hodiny znovu běží.
mtt-running-paused = Pozastaveno: žádná nová hra, dokud pořadatel nepokračuje.
mtt-running-late_open = Pozdní přihlašování je otevřené do úrovně { $level }: `/poker tournament register`.
mtt-running-addon_open = Add-on je teď k mání: `/poker tournament addon`.
