# Български (bg).
#
# Речник (думите, които българските играчи използват на масата; много са английски):
#   блайндове (малък блайнд, голям блайнд), анте, стрэдъл, бутон (дилър); префлоп, флоп,
#   търн, ривър, шоудаун; фолд (пас), чек, кол (плащам), бет (залог), рейз (вдигане),
#   ол-ин, показва, хвърля картите; пот, основен пот, страничен пот; стек, банкрол,
#   бай-ин, допълване, чипове; кеш маса, хедс-ъп мач, сит енд гоу.
#   Ръце: висока карта, чифт, два чифта, тройка, стрейт, флъш, фул хаус, каре,
#   стрейт флъш, роял флъш.
#   Поредни числа с цифри (среден род, както „място“): 1-во, 2-ро, 3-то, 4-то, 5-о, 7-мо,
#   8-мо, 11-о, 12-о, 21-во, 100-но.

## error
error-unexpected = Съжаляваме, нещо се обърка при нас. Опитайте отново.
error-no_permission = За това ви трябва правото „Управление на сървъра“.
error-guild_only = Покер се играе в канал на сървър, не в лични съобщения.
error-cooldown = По-бавно: опитайте отново след { $seconds ->
    [one] { $seconds } секунда
   *[other] { $seconds } секунди
}.
error-bad_option = „{ $value }“ не е валидна стойност за тази опция.
error-check_failed = Не можете да използвате тази команда тук.
error-not_your_buttons = Тези бутони са от заявката на { $owner }. Изпълнете командата сами.
error-not_your_turn = Още не е ваш ред.
error-stale_button = Този бутон е от предишна ръка.
error-not_in_hand = Не участвате в тази ръка, бутоните не са за вас.
error-headsup_fixed = Хедс-ъп мачът винаги се играе по игралната карта (блайндове 1/2, 100 чипа, десет ръце); пропуснете другите опции.
error-free_amounts = Този формат позволява само рейз с половин пот, пот и ол-ин.

## cmd
cmd-poker = Тексас холдем на масата в този канал
cmd-poker-create = Отвори маса в този канал
cmd-poker-join = Седни на масата в този канал
cmd-poker-leave = Стани от масата (стекът ти се връща в банкрола)
cmd-poker-start = Раздай първата ръка
cmd-poker-table = Покажи масата отново
cmd-poker-cards = Виж картите си (само ти)
cmd-poker-sitout = Пропусни от следващата ръка
cmd-poker-sitin = Върни се от следващата ръка
cmd-poker-topup = Допълни стека си от банкрола
cmd-poker-history = Последните ръце, изиграни тук
cmd-poker-export = Ръка във формат PHH като файл (само каквото масата видя)
cmd-poker-close = Затвори масата (създателят ѝ или „Управление на сървъра“)
cmd-poker-deck = Как изглеждат собствените ти карти
cmd-poker-deck-style = Рисувай картите си класически или в четири цвята (този сървър)

## opt
opt-deck_style = Класически (два цвята) или четири цвята (♦ син, ♣ зелен)

## deck
deck-classic = класически
deck-four_colour = в четири цвята

## cmd
cmd-poker-misdeal = Обяви грешно раздаване: ръката е невалидна („Управление на сървъра“)
cmd-fold = Фолд (хвърли картите)
cmd-check = Чек
cmd-call = Плати текущия залог (кол)
cmd-bet = Заложи сума
cmd-raise = Вдигни до обща сума за този рунд залози
cmd-allin = Заложи целия си стек
cmd-balance = Банкрол на този сървър
cmd-daily = Вземи дневните си чипове
cmd-leaderboard = Класацията на сървъра
cmd-stats = Покер статистика на член
cmd-bank = Управление на банката („Управление на сървъра“)
cmd-bank-grant = Дай чипове в банкрола на член („Управление на сървъра“)

## opt
opt-game = Кеш маса, хедс-ъп мач от десет ръце или сит енд гоу
opt-small_blind = Малкият блайнд
opt-big_blind = Големият блайнд
opt-betting = No-limit, pot-limit или fixed-limit
opt-seats = Колко места (от 2 до 10)
opt-min_buy_in = Най-малкият бай-ин (таксата за сит енд гоу)
opt-max_buy_in = Най-големият бай-ин
opt-straddle = Играчът вляво от големия блайнд дава стрэдъл всяка ръка
opt-ante = Анте от всеки играч, който получава карти
opt-clock = Секунди, които всеки играч има за ход
opt-buy_in = Чипове, които носиш на масата
opt-amount = Чипове
opt-raise_to = Общата сума на залога ти в този рунд
opt-count = Колко ръце
opt-hand = Номерът на ръката или нейното id от /poker history, напр. 7-12 (последната, ако липсва)
opt-member = Членът (ти, ако липсва)
opt-by = По какво да се класира
opt-page = Коя страница
opt-grant_member = Кой получава чиповете

## table
table-title = Тексас холдем · { $structure } · { $small_blind }/{ $big_blind }
table-title-headsup = Хедс-ъп мач · блайндове { $small_blind }/{ $big_blind }
table-title-tournament = Сит енд гоу · { $structure } · блайндове { $small_blind }/{ $big_blind }
table-ante = анте { $ante }
table-no_players = Още никой не е седнал. Използвайте `/poker join`, за да седнете.
table-waiting = Чака се първата ръка. `/poker start` я раздава.
table-next_hand = Следващата ръка се раздава { $when }.
table-waiting-players = Чакат се играчи: двама трябва да седят и да играят.
table-closed = Тази маса е затворена.
table-seat = { $marker } Място { $seat } · { $player } · { $stack } чипа{ $bet }{ $state }
table-seat-bet = {" "}· залог { $bet }
table-state-folded = {" "}· фолд
table-state-all_in = {" "}· **ол-ин**
table-state-sitting_out = {" "}· пропуска
table-state-waiting = {" "}· чака
table-board = **Борд** { $cards }
table-board-empty = **Борд** —
table-pot = **Пот** { $total }
table-pot-sides = **Пот** { $total } (основен { $main }; страничен { $sides })
table-to_act = **{ $player } е на ход** · времето изтича { $deadline }
table-to_act-call = { $player } може да даде фолд, да плати { $call } или да вдигне
table-recent = **Последни действия** { $lines }
table-footer = Ръка №{ $hand_no } · { $street }
table-footer-idle = Между ръцете · седнали { $seats }

## street
street-preflop = Префлоп
street-flop = Флоп
street-turn = Търн
street-river = Ривър
street-showdown = Шоудаун
street-between = Между ръцете

## button
button-fold = Фолд
button-check = Чек
button-call = Кол { $amount }
button-all_in = Ол-ин { $amount }
button-min_raise = Мин { $amount }
button-half_pot = ½ пот { $amount }
button-pot = Пот { $amount }
button-bet_quick = { $label } { $amount }
button-raise = Рейз…
button-bet = Бет…
button-my_cards = Моите карти
button-previous = Назад
button-next = Напред

## modal
modal-title-raise = Рейз (ръка №{ $hand_no })
modal-title-bet = Бет (ръка №{ $hand_no })
modal-label = Рейз до (от { $minimum } до { $maximum })
modal-label-bet = Бет (от { $minimum } до { $maximum })
modal-placeholder = Обща сума между { $minimum } и { $maximum }
modal-no_raise = Сега не можете да залагате или да вдигате.

## note
note-hand_started = Раздава се ръка №{ $hand_no }.
note-fold = { $player } дава фолд
note-check = { $player } дава чек
note-call = { $player } плаща { $amount }
note-bet = { $player } залага { $amount }
note-raise = { $player } вдига до { $amount }
note-all_in = { $player } е ол-ин за { $amount }
note-all_in-suffix = {" "}(ол-ин)
note-muck = { $player } хвърля картите
note-show = { $player } показва
note-ante = { $player } плаща анте { $amount }
note-small_blind = { $player } поставя малкия блайнд { $amount }
note-big_blind = { $player } поставя големия блайнд { $amount }
note-straddle = { $player } дава стрэдъл { $amount }
note-uncalled = { $player } си взема неплатените { $amount }
note-action = { $player } играе
note-street = **{ $street }** · { $cards }
note-street-board = Борд: { $board }
note-showdown-title = Шоудаун · ръка №{ $hand_no }
note-showdown-hand = { $player } показва { $cards } — { $description }{ $won }
note-showdown-won = {" "}· печели { $amount }
note-pot-main = Основен пот
note-pot-side = Страничен пот { $number }
note-pot-award = { $pot } ({ $amount }): { $winners }
note-hand_won = { $player } печели { $amount } (всички останали дадоха фолд)
note-hand_voided = Ръка №{ $hand_no } е обявена за грешно раздаване: всички чипове се върнаха.
note-timed_out = Времето на { $player } изтече
note-sat_out = { $player } пропуска
note-player_left = { $player } стана от масата
note-player_left-chips = { $player } стана от масата с { $amount } чипа
note-eliminated = { $player } отпада на { $place }-{ ORDINAL($place) ->
    [vo] во
    [ro] ро
    [to] то
    [mo] мо
    [no] но
   *[other] о
} място
note-out_of_chips = { $player } няма чипове: `/poker topup` поне { $amount }, за да продължи, или `/poker leave`
note-level_up = Блайндовете се вдигат
note-level_up-big_blind = Блайндовете се вдигат: големият блайнд вече е { $amount }
note-match_over = Мачът свърши.
note-match_over-won = { $player } печели! Наградният фонд беше { $amount } чипа.
note-match_over-draw = Мачът е равен: всички залози се връщат.
note-reminder = { $player }, ваш ред е — часовникът изтича { $deadline }.
note-dm_failed = { $player }, не успях да ви изпратя картите с лично съобщение. Натиснете **Моите карти** на масата (или използвайте `/poker cards`), за да ги видите.

## cards
cards-dm = Вашите карти за ръка №{ $hand_no } в { $channel }: **{ $cards }**
cards-ephemeral = Вашите карти за ръка №{ $hand_no }: **{ $cards }**
cards-none = Нямате карти в текущата ръка.

## poker
poker-created = { $player } отвори маса тук. Използвайте `/poker join`, за да седнете.
poker-joined = { $player } седна.
poker-left = { $player } стана от масата.
poker-started = Разбъркай и раздай!
poker-sat_out = Пропускате от следващата ръка.
poker-sat_in = Отново играете от следващата ръка.
poker-topped_up = Добавени { $amount } чипа към стека ви.
poker-table_posted = Масата е по-долу.
poker-closed = Масата е затворена. Всеки стек се върна в своя банкрол.
poker-misdeal = Грешно раздаване: ръката е невалидна и всички чипове се върнаха.
poker-acted = Готово.
poker-history-title = { $count ->
    [one] Последната ръка тук
   *[other] Последните { $count } ръце тук
}
poker-history-empty = На тази маса още не са играни ръце.
poker-history-line = №{ $hand_no } · { $outcome }{ $detail }
poker-history-won = { $winners } спечели { $pot }
poker-history-voided = грешно раздаване (невалидна)
poker-history-net = вие { $net }
poker-export-done = Ръка №{ $hand_no } в PHH (само каквото масата видя).
poker-deck_style = Картите ви ще се рисуват { $style } на този сървър, в личните ви съобщения и под **Моите карти**. Картината на масата остава класическа за всички.

## bank
bank-balance = { $player } има **{ $balance }** чипа.
bank-balance-daily_ready = Дневната награда е готова: `/daily`.
bank-balance-daily_at = Следваща дневна награда { $when }.
bank-daily = Взехте **{ $amount }** чипа. Банкролът ви вече има { $balance }.
bank-granted = Дадени { $amount } чипа на { $player }. Банкролът му вече има { $balance }.
bank-leaderboard-title = Класация · { $by }
bank-leaderboard-empty = Още никой не е в тази класация.
bank-leaderboard-line = **{ $rank }.** { $player } · { $value }
bank-leaderboard-footer = Страница { $page } от { $pages }
bank-by-bankroll = банкрол
bank-by-net_won = нетно спечелени чипове
bank-by-hands_won = спечелени ръце
bank-stats-title = Покер статистика
bank-stats-who = { $player }
bank-stats-body =
    Изиграни ръце: { $played }
    Спечелени ръце: { $won }
    Нетно спечелени чипове: { $net }
    Най-голям пот: { $biggest }
    Спечелени шоудауни: { $showdowns }

## ръце
rank-one = { $rank ->
    [ace] асо
    [king] поп
    [queen] дама
    [jack] вале
    [ten] десетка
    [nine] деветка
    [eight] осмица
    [seven] седмица
    [six] шестица
    [five] петица
    [four] четворка
    [three] тройка
   *[two] двойка
}
rank-many = { $rank ->
    [ace] аса
    [king] попове
    [queen] дами
    [jack] валета
    [ten] десетки
    [nine] деветки
    [eight] осмици
    [seven] седмици
    [six] шестици
    [five] петици
    [four] четворки
    [three] тройки
   *[two] двойки
}
hand-high_card = Висока карта, { $rank }
hand-one_pair = Чифт { $ranks }
hand-two_pair = Два чифта, { $ranks } и { $second }
hand-three_of_a_kind = Тройка { $ranks }
hand-straight = Стрейт до { $rank }
hand-flush = Флъш, най-висока { $rank }
hand-full_house = Фул хаус, { $ranks } и { $second }
hand-four_of_a_kind = Каре { $ranks }
hand-straight_flush = Стрейт флъш до { $rank }
hand-royal_flush = Роял флъш

## залози и игри
betting-no-limit = Без лимит
betting-pot-limit = Пот лимит
betting-fixed-limit = Фиксиран лимит
choice-cash = кеш маса
choice-headsup = хедс-ъп мач
choice-tournament = сит енд гоу
choice-no-limit = без лимит
choice-pot-limit = пот лимит
choice-fixed-limit = фиксиран лимит
choice-bankroll = банкрол
choice-net_won = нетно спечелени чипове
choice-hands_won = спечелени ръце
choice-classic = класически
choice-four-colour = четирицветни

## състояние на мача и турнира
status-match_over = Мачът свърши
status-waiting = Чакат се играчи ({ $count } от 2)
status-hand_of = Ръка { $hand } от { $hands }
status-tournament_over = Турнирът свърши
status-registering = Записване ({ $count } записани)
status-level = Ниво { $level }, остават { $left } играчи

## картината на масата
picture-pot = Пот { $amount }
picture-main = Основен { $amount }
picture-side = Страничен { $amount }
picture-seat = Място { $seat }
picture-open = Място { $seat } · свободно
picture-all_in = ОЛ-ИН
picture-folded = ФОЛД
picture-away = ОТСЪСТВА
picture-to_act = НА ХОД
picture-hand = Ръка №{ $number }
picture-showdown = Шоудаун
picture-wins = Печели { $amount }
picture-player = Играч
reminder-soon = скоро

## /poker language
cmd-poker-language = Езикът, на който масите говорят на този сървър („Управление на сървъра“)
opt-language = Езикът на сървъра за маси, улици и резултати
language-set = Масите на този сървър вече говорят на { $language }. Личните отговори следват езика на Discord на всеки член.
language-name-en-US = English
language-name-sv-SE = Svenska
language-name-da = Dansk
language-name-cs = Čeština
language-name-nl = Nederlands
language-name-bg = Български

## откази на залата
error-not_seated = Не седите на тази маса.
error-already_seated = Вече имате място на тази маса.
error-table_full = Масата е пълна. Опитайте отново, когато се освободи място.
error-no_table = В този канал няма отворена маса.
server-elsewhere = Масите на този сървър в момента се водят от друг процес на бота, затова оттук не може да се отвори маса. Опитайте отново след минута.
server-paused = Масата е на пауза за момент, докато ботът се свърже отново. Нищо не е загубено; опитайте отново след минута.
error-table_exists = Този канал вече има отворена маса.
error-stale_moment = Този бутон е от по-ранен момент на ръката — масата продължи.
error-hand_in_progress = Изчакайте текущата ръка да свърши.
chips-short = Трябват ви { $needed } чипа, но { $where ->
    [stack] стекът ви
   *[bankroll] банкролът ви
} има само { $available }.
chips-none = Трябват ви { $needed } чипа, но { $where ->
    [stack] стекът ви
   *[bankroll] банкролът ви
} е празен.
bank-already_claimed = Вече взехте дневните си чипове. Върнете се след { $wait }.
wait-hours = { $hours ->
    [one] { $hours } час
   *[other] { $hours } часа
}
wait-minutes = { $minutes ->
    [one] { $minutes } минута
   *[other] { $minutes } минути
}
bank-too_full = Банкролът ви е твърде пълен за дневните чипове.
admin-grant_only = Само администратор на сървъра може да дава чипове.
admin-take_only = Само администратор на сървъра може да отнема чипове.
amount-page = Страницата трябва да е цяло число, например 2.
deck-unknown = „{ $style }“ не е стил на картите.
game-started = Играта вече започна; изчакайте следващата.
seat-already_entered = Вече сте записани.
game-headsup_two = Хедс-ъп мачът изисква точно двама играчи.
game-two_enter = Трябва да се запишат поне двама играчи.
seat-already_out = Вече пропускате.
seat-not_out = Не пропускате.
seat-empty = Място { $n } е празно.
seat-range = Тази маса има места от 1 до { $n }.
seat-tournament = Местата на турнирна маса се раздават при старта.
seat-entry_final = Записването не може да се оттегли; създателят може да затвори масата и всички такси се връщат.
seat-taken = Място { $n } е заето. Изберете друго място.
config-game = Изберете кеш маса, хедс-ъп мач или сит енд гоу.
config-betting = Залозите трябва да са no-limit, pot-limit или fixed-limit.
config-seats = Масата има от 2 до 10 места.
act-unknown = Това не може да се направи на масата.
act-headsup_raises = В хедс-ъп мача вдигате с ½ пот, пот или ол-ин.
act-cannot_raise = Сега не можете да залагате или да вдигате.
act-call_or_fold = Сега можете само да платите или да дадете фолд.
act-all_in_max = Тук не можете да сте ол-ин: най-много можете да вдигнете до { $n }.
act-cannot_bet = Сега не можете да залагате или да вдигате: можете да платите, да дадете чек или фолд.
raise-too_small = { $kind ->
    [bet] Най-малкият залог
   *[raise] Най-малкият рейз
}, който можете да направите, е до { $n }.
raise-too_large = { $kind ->
    [bet] Най-големият залог
   *[raise] Най-големият рейз
}, който можете да направите, е до { $n }.
raise-minimum = Минимумът е { $n }.
raise-maximum = Максимумът е { $n }.
act-cannot_check = Не можете да дадете чек: трябва да платите { $n }.
act-nothing_to_call = Няма какво да се плаща: дайте чек.
act-already_bet = Вече има залог: вдигнете.
act-no_bet = Няма залог за вдигане: заложете.
amount-say_how_much = Кажете колко: цял брой чипове.
act-betting_over = Залозите свършиха: покажете или хвърлете картите.
act-not_now = Това не може по време на залозите.
hand-over = Ръката свърши.
hand-not_in = Не участвате в тази ръка.
hand-not_dealt = Не участвате в тази ръка; ще получите карти следващия път.
hand-none = В момента не се играе ръка.
topup-fixed = Стековете в мач или сит енд гоу не могат да се допълват.
topup-between_hands = Можете да допълвате между ръцете.
topup-at_max = Стекът ви вече е на максимума на масата, { $n }.
topup-below_min = Стекът ви от { $n } е под най-малкия бай-ин на масата, { $m }: допълнете с поне { $o } чипа (най-много { $p }).
topup-too_much = Допълването може да е най-много { $n } чипа: стековете тук стигат до { $m }.
topup-too_large = Това допълване би направило стека ви твърде голям.
table-host_only = Само създателят на масата или администратор може да направи това.
table-started = Масата вече започна.
table-two_needed = Поне двама играчи трябва да седят и да играят.
table-hand_first = Доиграйте или анулирайте текущата ръка, преди да затворите.
table-gone = Тази маса е затворена.
tournament-none = Няма такъв турнир.
tournament-unavailable = Този турнир не може да ползва тази маса сега.
tournament-closed = Този турнир вече не приема записвания.
tournament-seats = Всеки участник трябва да има точно едно място, и то поне двама.
tournament-not_running = Този турнир не тече.
tournament-over = Този турнир вече свърши.
amount-empty = Въведете { $what } като цял брой чипове.
amount-not_finite = Стойността „{ $what }“ трябва да е истински брой чипове.
amount-fraction = Чиповете са цели числа: { $what } не може да има дробна част.
amount-not_number = „{ $text }“ не е брой чипове.
amount-boolean = Стойността „{ $what }“ трябва да е брой чипове, не „да“ или „не“.
amount-whole = Стойността „{ $what }“ трябва да е цял брой чипове.
amount-negative = Стойността „{ $what }“ не може да е отрицателна.
amount-too_small = Стойността „{ $what }“ трябва да е поне { $n ->
    [one] { $n } чип
   *[other] { $n } чипа
}.
amount-too_large = Стойността „{ $what }“ може да е най-много { $n } чипа.
amount-buy_in_range = Бай-инът е от { $n } до { $m } чипа.
history-no_hand = На тази маса няма завършена ръка с този номер.
history-voided = Тази ръка е анулирана като грешно раздаване и няма история.
history-no_phh = Тази ръка не може да се запише като PHH.
history-unreadable = Записът на тази ръка не може да се прочете.
engine-refused = Това не може да се направи на масата в момента.
amount-too_many = Стойността „{ $what }“ е повече чипове, отколкото залата може да брои (най-много { $n }).
bank-past_max = Така банкролът ще надхвърли { $n } чипа, най-много, колкото побира.
what = { $what ->
    [buy_in] бай-инът
    [top_up] допълването
    [number_of_hands] броят ръце
    [grant] дарението
    [page_number] номерът на страницата
    [hand_number] номерът на ръката
    [starting_stack] началният стек
    [seat] номерът на мястото
    [bomb_pot_interval] интервалът за бомб пот
    [big_blind] големият блайнд
    [small_blind] малкият блайнд
    [ante] антето
    [action_clock] часовникът
    [time_bank] времевата банка
    [entry_fee] таксата
    [minimum_buy_in] най-малкият бай-ин
    [maximum_buy_in] най-големият бай-ин
    [bet] залогът
    [raise] рейзът
   *[amount] сумата
}

## повреди (когато Discord или базата данни подведат бота)
fault-forged_option = Командата пристигна с опция, която не мога да прочета ({ $name }). Нищо не е променено; използвайте командата отново.
fault-muted = Не мога да пиша в този канал: администратор трябва да ми даде тук правото „Изпращане на съобщения“. Дотогава масата е на пауза; нищо не е променено.
fault-muted_admin = **На пауза**: не мога да пиша в този канал (липсва правото „Изпращане на съобщения“). Дайте ми това право и масата ще продължи.
fault-bank_busy = Банката е заета в момента, опитайте отново след малко. Нищо не е променено.

## компютърни играчи (името на робота носи знака и стила му) и шансове при ол-ин
robot-name = { $mark } Бот · { $style }
robot-style-tight = стегнат
robot-style-loose = хлабав
robot-style-station = колинг стейшън
robot-style-match = играч за мач
robot-added = { $player } сяда на място { $seat } със стек { $stack } от казиното.
robot-entered = { $player } е записан; казиното плаща таксата му.
robot-removed = { $player } си тръгва: когато дойде редът му, пасува и излиза след ръката.
robot-bad_style = Няма стил на компютърен играч „{ $style }“: изберете tight, loose, station или match.
robot-full = На тази маса няма място за още компютърни играчи.
robot-forbidden = Този сървър е изключил компютърните играчи; администратор може да ги разреши с /poker settings bots.
robot-none = Там няма компютърен играч за премахване.
robot-headsup_only = Игра срещу компютъра има в хедз-ъп мача; на другите маси използвайте /poker bot add.
settings-bots-on = Компютърните играчи са разрешени на този сървър.
settings-bots-off = Компютърните играчи са изключени на този сървър; вече седналите играят, докато не бъдат премахнати.
odds-title = Ол-ин · шансовете преди { $street }
odds-hand = { $player } { $cards } · печели { $win }{ $tie }
odds-tie = {" "}· дели { $tie }
odds-exact = Точно: преброено по всички бордове, които могат да дойдат.
odds-estimate = Оценено от случайни бордове (± { $error }).
odds-share = { $player } { $equity }
odds-at_all_in = При ол-ина: { $shares }
odds-picture = Печели { $win } · дели { $tie }
street-all_in = Ол-ин
bank-stats-robots = Срещу компютърни играчи (отделно) · ръце: { $played } · спечелени: { $won } · нето: { $net }
cmd-poker-bot = Компютърни играчи на тази маса
cmd-poker-bot-add = Настанете компютърен играч (създателят на масата или администратор)
cmd-poker-bot-remove = Махнете компютърен играч (създателят на масата или администратор)
opt-style = Как играе компютърният играч
opt-robot_seat = Номерът на мястото; оставете празно за първото свободно
opt-robot_remove_seat = Мястото на компютърния играч; оставете празно за последния
cmd-poker-settings = Покер настройките на този сървър
cmd-poker-settings-bots = Разрешете или забранете компютърните играчи на този сървър (Управление на сървъра)
opt-bots = Вкл. разрешава компютърните играчи, изкл. ги забранява
opt-opponent = Хедз-ъп мач: играйте срещу член или срещу компютъра
choice-tight = стегнат
choice-loose = хлабав
choice-station = колинг стейшън
choice-match = играч за мач
choice-on = вкл.
choice-off = изкл.
choice-member = член
choice-bot = компютърът
## статистики, които играчите четат
bank-by-vpip = VPIP
bank-by-pfr = рейз преди флопа
bank-by-bb_per_hundred = спечелени големи блайндове на 100 ръце
bank-by-cashes = турнири с награда
choice-vpip = VPIP
choice-pfr = рейз преди флопа
choice-bb_per_hundred = големи блайндове на 100 ръце
choice-cashes = турнири с награда
bank-percent = { $value } %
bank-bb_per_hundred = { $value } bb/100
bank-stats-play =
    VPIP: { $vpip } · PFR: { $pfr } · 3-бет: { $three_bet }
    Стигнал до шоудаун: { $wtsd } · Спечелил на шоудаун: { $wsd }
    Спечелени големи блайндове на 100 ръце (кеш): { $bb100 }
    Изиграни сит енд гоу: { $played } · с награда: { $cashed }
    Хедс-ъп мачове: { $matches } · спечелени: { $matches_won }

## предварителен избор (преди да е твой ред)
preaction-check_fold = Чек/Фолд
preaction-check = Чек
preaction-call = Кол { $amount }
preaction-call_any = Кол на всичко
preaction-fold = Фолд на всеки бет
preaction-set = Предварителен избор за ръка №{ $hand_no }: **{ $choice }**. Ще бъде изигран вместо теб, когато дойде редът ти в този рунд залагания; натисни пак, за да го отмениш.
preaction-cleared = Предварителният избор е отменен: ще избереш сам.
preaction-bet_changed = Залогът вече е { $bet }: бутонът беше за друг залог. Избери отново.
preaction-not_in_hand = Предварителният избор е за играчи, които още са в ръката и имат чипове.
preaction-your_turn = Твой ред е: използвай бутоните за действие.

## блайндове като в казино
cmd-poker-straddle = Твоят постоянен стрэдъл: двоен голям блайнд, когато седиш вляво от него
opt-blind = Плати голям блайнд, за да играеш веднага, или изчакай големия блайнд да стигне до теб
opt-blinds = Плати пропуснатите блайндове, за да играеш веднага, или изчакай големия блайнд
opt-straddle_choice = вкл.: стрэдъл винаги когато може; изкл.: никога
choice-post = плащам сега
choice-wait = изчаквам големия блайнд
choice-on = вкл.
choice-off = изкл.
poker-sat_in-wait = Върна се: ще получиш карти, когато големият блайнд стигне до теб.
poker-straddle-on = Стрэдъл вкл.: плащаш двоен голям блайнд, когато седиш вляво от него (от трима играчи нагоре).
poker-straddle-off = Стрэдъл изкл.
straddle-cash_only = Стрэдъл има само на кеш маси.
note-dead_small_blind = няма малък блайнд в тази ръка (мъртъв малък блайнд: играчът му си тръгна)
note-post_to_enter = { $player } плаща голям блайнд { $amount }, за да влезе
note-missed_blinds = { $player } плаща пропуснатите блайндове, { $amount } (малкият блайнд е мъртъв)
note-missed_small_blind = { $player } плаща пропуснатия малък блайнд, { $amount } мъртъв

## опции за домашна игра
cmd-poker-options = Опции за домашна игра на тази кеш маса: раздаване два пъти, бомб потове, лов на заек
cmd-poker-bomb = Гласувай за бомб пот следващата ръка (идва, когато всички седнали гласуват)
opt-run_it_twice = Предлагай на играчите ол-ин да раздадат борда два пъти
opt-bomb_every = Бомб пот на всеки N ръце (0: само с гласуване)
opt-rabbit_hunt = След ръка, приключила рано, покажи картите, които щяха да дойдат
poker-options = Опции за домашна игра: раздаване два пъти { $run_it_twice } · бомб пот на всеки { $bomb_every } ръце (0: с гласуване) · лов на заек { $rabbit_hunt }
poker-bomb-vote = { $player } гласува за бомб пот: { $votes } от { $needed }. `/poker bomb`, за да се включиш.
poker-bomb-agreed = { $player } гласува за бомб пот: { $votes } от { $needed }. Следващата ръка е бомб пот!
options-cash_only = Опциите за домашна игра са само за кеш маси.
rabbit-off = На тази маса не се ловят зайци: създателят може да го включи с `/poker options rabbit_hunt:True`.
rabbit-none = Целият борд беше раздаден: няма заек за лов.
rabbit-shown = Лов на заек, ръка №{ $hand_no }: бордът { $board } щеше да продължи с **{ $cards }**.
run_twice-not_asked = Само играчите ол-ин решават дали да се раздаде два пъти.
button-run_twice = Два пъти
button-run_once = Веднъж
button-rabbit = Лов на заек
table-run_twice = Два пъти? { $players } отговорете { $deadline } (без отговор: веднъж)
table-bomb_next = Следващата ръка е бомб пот.
note-bomb_pot = Бомб пот: всеки плаща анте { $amount }, залозите започват от флопа
## round 2: the table in the channel
button-bet_to = Бет { $amount }
button-raise_to = Рейз до { $amount }
table-to_act-bank = **{ $player } е на ход** · часовникът изтича { $deadline }, после { $bank } s резервно време
table-to_act-banking = **{ $player } е на ход** · тече резервното време, което изтича { $deadline }
terms-title = Условия
terms-cash = { $betting } · вход { $low }–{ $high } · { $seated }/{ $seats } места
terms-headsup = { $betting } · залог от { $stake } чипа всеки
terms-sng = { $betting } · такса { $entry } · начален стек { $stack } · { $seated }/{ $seats } места
terms-level = Ниво { $level }: блайндове { $small }/{ $big }
terms-next_level = следващо { $small }/{ $big } след { $hands ->
    [one] една ръка
   *[other] { $hands } ръце
}
terms-place = №{ $place } { $amount }
terms-payouts = Изплащане: { $places }
terms-clock = Часовник { $clock } s
terms-clock-bank = Часовник { $clock } s + { $bank } s резервно време
log-street = **{ $street }**
log-antes = анте { $amount } × { $count }
log-blinds = блайндове { $small }/{ $big }
log-small_blind = малък блайнд { $amount }
log-straddle = страдъл { $amount }
note-sat_down = { $player } сяда с { $amount }
note-result-title = Ръка №{ $hand_no } · резултат
note-match_over-result = { $game ->
    [tournament] { $player } печели сит енд гоу турнира! Наградният фонд беше { $amount } чипа. Крайно класиране:
   *[other] { $player } печели хедс-ъп мача! Наградният фонд беше { $amount } чипа. Крайно класиране:
}
note-match_over-standing = { $place }. { $player } · стек { $stack } · награда { $prize }
note-match_over-hands = Изиграни ръце: { $hands }
ping-turn = { $player }, ваш ред е.
cards-board = Борд: { $board }
cards-hand = Вашата ръка: **{ $name }**
cards-pot_odds = Кол от { $call } в пот от { $pot }: шансове на пота { $ratio } към 1 (нужни са ви { $percent }% шанс)
poker-joined-chips = { $player } седна с { $amount } чипа.
poker-table_moved = Масата се премести: играйте на най-новото съобщение с масата.
poker-history-line-id = №{ $hand_no } (id { $hand_id }) · { $outcome }{ $detail }
poker-export-done-id = Ръка №{ $hand_no } (id { $hand_id }) в PHH (само каквото видя масата).
poker-notify-on = Ще ви споменавам, когато сте на ход в този сървър.
poker-notify-off = Вече няма да ви споменавам, когато сте на ход в този сървър.
cmd-poker-notify = Споменаване (или не), когато сте на ход
opt-notify = вкл. или изкл.
seat-stake_fixed = Залогът тук е фиксиран на { $entry } чипа: използвайте `/poker join` без сума.
history-not_played = Можете да експортирате само ръка, която сте играли.

## moments (issue 23): short all-ins, refusals, run it twice, pictures, words
history-bad_hand = „{ $text }“ не е ръка: посочете номер на ръка (12) или идентификатор от /poker history (7-12).
note-reminder-robot = { $player } още мисли — времето изтича { $deadline }.
picture-first_run = 1-во раздаване
picture-second_run = 2-ро раздаване
note-run-first = Първо раздаване
note-run-second = Второ раздаване
table-board-first_run = **Борд, 1-во раздаване** { $cards }
table-board-second_run = **Борд, 2-ро раздаване** { $cards }
rabbit-shown-empty = Лов на заек, ръка №{ $hand_no }: бордът щеше да бъде **{ $cards }**.
bank-leaderboard-empty-min_hands = Още никой не е в тази класация: в нея влизат членове, изиграли тук поне { $hands } ръце.
opt-ante_type = кой плаща антето: всеки играч или големият блайнд за цялата маса
terms-ante-every = Анте { $ante } от всеки играч
terms-ante-big_blind = Анте на големия блайнд { $ante }: големият блайнд го плаща за цялата маса
table-ante-big_blind = анте на големия блайнд { $ante }
config-ante_type = Антето се плаща от всеки играч (every) или от големия блайнд за цялата маса (big_blind).
choice-every = всеки играч
choice-big_blind = големият блайнд (анте на големия блайнд)
log-street-second_run = **{ $street }** (2-ро раздаване)
# Чисто спиране (задача 26): клик или команда, докато ботът спира
fault-restarting = Залата се рестартира за момент. Ръката и чиповете ви са запазени; опитайте отново след минута.
## sharing: ръце, които си струва да споделиш (повторение, експорт за тракери, сметка на сесията)
cmd-poker-replay = Гледайте ръка отново като анимация (само вие, освен ако я споделите)
cmd-poker-ledger = Сметката на сесията: бай-ини, изплатено, стекове и кой на кого дължи
opt-export_format = phh (отвореният формат) или pokerstars (за тракери на ръце)
opt-share = Публикувайте я в канала за всички (без ничии непоказани карти)
opt-session = Текущата сесия или последната затворена
choice-current = текуща сесия
choice-last = последна сесия
button-replay = Повторение
replay-fold = { $player }: фолд
replay-check = { $player }: чек
replay-call = { $player }: кол { $amount }
replay-bet = { $player }: бет { $amount }
replay-raise = { $player }: рейз до { $amount }
replay-shows = { $player } показва
replay-wins = { $player } печели { $amount }
replay-second_run = Второ раздаване · { $street }
replay-private = Повторение на ръка №{ $hand_no } (id { $hand_id }): вашите карти и показаните ръце.
replay-shared = Повторение на ръка №{ $hand_no } (id { $hand_id }): само ръцете, показани на масата.
sharing-export-stars = Ръка №{ $hand_no } (id { $hand_id }) във формат PokerStars, за тракери на ръце (само каквото видя масата).
sharing-export-many = Последните ви { $count } ръце на тази маса, в { $format } (само каквото видя масата).
sharing-no_hands = Още не сте изиграли завършена ръка на тази маса.
sharing-no_session = Масата в този канал няма такава сесия.
sharing-cash_only = Сметката е за кеш маси: мачът и сит енд гоу нямат бай-ини за уреждане.
sharing-ledger-current = Сметка · текуща сесия
sharing-ledger-last = Сметка · последна сесия
sharing-ledger-line = { $player }: вложено { $bought_in } · изплатено { $cashed_out } · стек { $stack } · нето { $net }
sharing-ledger-empty = Още никой не е сядал на тази маса.
sharing-ledger-pot_title = Ръка в ход
sharing-ledger-in_pot = В пота има { $amount } чипа: нетото се изравнява, щом ръката приключи.
sharing-ledger-settle_title = Уреждане
sharing-ledger-transfer = { $payer } → { $payee }: { $amount }
sharing-ledger-square = Всички са квит.
sharing-ledger-footer = Само чиповете на масата: никакви истински пари не сменят собственика си.
sharing-ledger-col-member = играч
sharing-ledger-col-bought_in = вложено
sharing-ledger-col-cashed_out = изплатено
sharing-ledger-col-stack = стек сега
sharing-ledger-col-net = нето
choice-phh = PHH
choice-pokerstars = PokerStars
# Турнири на няколко маси (/poker tournament)
tournament-lobby_taken = В този канал вече има отворен турнир: първо го завършете или отменете.
tournament-started = Турнирът вече започна: входните такси вече не се връщат.
tournament-not_registered = Не си записан за този турнир.
tournament-addon_taken = Вече взе своя add-on.
tournament-points_recorded = Точките от този турнир вече са записани.
cmd-poker-tournament = Турнири на няколко маси в този канал
cmd-poker-tournament-create = Открий турнир тук и публикувай лобито му (Управление на сървъра)
cmd-poker-tournament-register = Запиши се за турнира в този канал (таксата се взема от банкрола ти)
cmd-poker-tournament-unregister = Откажи се преди старта: таксата ти се връща
cmd-poker-tournament-status = Играчите, наградният фонд, стартът и изплащането на турнира
cmd-poker-tournament-start = Започни турнира сега (организаторът или Управление на сървъра)
cmd-poker-tournament-cancel = Отмени турнира (организаторът или Управление на сървъра)
opt-mtt-name = Името на турнира
opt-mtt-start_in = Минути до старта (0: когато организаторът го започне); над 0 се създава събитие в сървъра
opt-mtt-entry = Такса в чипове от банкрола на всеки играч (0: фрийрол)
opt-mtt-chips = Начален стек в турнирни чипове
opt-mtt-table_size = Места на маса (от 2 до 10)
opt-mtt-levels = Структура на блайндовете: турбо, обичайна или дълбока
opt-mtt-level_minutes = Минути на ниво на блайндовете (от 0,5 до 60)
opt-mtt-late_levels = Записването остава отворено до това ниво включително (0: затваря се при старта)
opt-mtt-payouts = Кой печели награда: първите 10, 15 или 20 % от участниците, или само победителят
opt-mtt-rebuys = Позволи ребайове, докато записването е отворено
opt-mtt-addon = Предложи адон в паузата, която затваря записването
opt-mtt-min_players = Най-малко играчи за старт (при по-малко таксите се връщат на всички)
choice-turbo = турбо
choice-regular = обичайна
choice-deep = дълбока
mtt-levels-turbo = турбо
mtt-levels-regular = обичайни
mtt-levels-deep = дълбоки
mtt-payouts-top_ten = първите 10 % от участниците
mtt-payouts-top_fifteen = първите 15 % от участниците
mtt-payouts-top_twenty = първите 20 % от участниците
mtt-payouts-winner = победителят взема всичко
mtt-lobby-title = **{ $name }** · турнир на няколко маси
mtt-lobby-terms = Такса { $entry } · начален стек { $chips } · { $seats } места на маса · { $levels } блайндове, нива по { $minutes } минути
mtt-lobby-payouts = Изплащане: { $payouts } · поне { $min } играчи
mtt-lobby-late = Късно записване до ниво { $level } включително
mtt-lobby-rebuys = Ребайове, докато записването е отворено
mtt-lobby-addon = Адон в паузата, която затваря записването
mtt-lobby-cancelled = Отменен: всички такси са върнати.
mtt-lobby-starts = Започва { $when } ({ $relative })
mtt-lobby-starts_on_command = Започва, когато организаторът пусне `/poker tournament start`
mtt-lobby-players = Записани ({ $count }): { $names }
mtt-lobby-nobody = Още никой не се е записал.
mtt-lobby-pool = Награден фонд: { $pool }
mtt-button-register = Запиши ме
mtt-button-unregister = Отпиши ме
mtt-chips = { $n ->
    [one] { $n } чип
   *[other] { $n } чипа
}
mtt-created = За { $name } вече може да се записвате в този канал.
mtt-event_created = Събитието в сървъра е насрочено.
mtt-no_event = Събитието в сървъра не можа да се създаде (ботът има нужда от правото Създаване на събития); турнирът е отворен въпреки това.
mtt-event-description = Турнир по тексас холдем · такса { $entry }
mtt-registered = Записан си за { $name }: { $entry } отидоха в наградния фонд.
mtt-unregistered = Отказа се от { $name }: { $entry } се върнаха в банкрола ти.
mtt-cancelled = { $name } е отменен: всички такси са върнати.
mtt-status-players = Записани играчи: { $count } (поне { $min } за старт)
mtt-status-places = Платени места към момента: { $places } ({ $prizes })
mtt-status-first_level = Първо ниво: блайндове { $small }/{ $big }, { $minutes } минути
mtt-status-you_in = Записан си.
mtt-status-you_out = Не си записан.
tournament-none_here = В този канал няма отворен турнир.
tournament-host_only = Само организаторът на турнира или администратор може да направи това.
tournament-too_few = Записани са { $n }: турнирът има нужда от поне { $m } играчи, за да започне.
tournament-tables_pending = Масите на турнира още не могат да играят: това идва със следващото обновяване на бота. Записването остава отворено.
tournament-lobby_thread = Открий турнир в текстов канал, а не в нишка.
mtt-cancelled_short = { $name } е отменен: до старта се записаха по-малко от { $min } играчи. Всички такси са върнати.
cmd-poker-season = Турнирни сезони тук: колко траят и къде се публикува крайното класиране (Управление на сървъра)
opt-season-length = Месечни, тримесечни или годишни, по календара
opt-season-channel = Къде се публикува крайното класиране (по подразбиране: този канал)
choice-monthly = месечни
choice-quarterly = тримесечни
choice-yearly = годишни
mtt-season-monthly = месечни
mtt-season-quarterly = тримесечни
mtt-season-yearly = годишни
mtt-season-set = Турнирните сезони тук вече са { $length }: този продължава от { $start } до { $end }, а крайното му класиране ще бъде публикувано в { $channel }.
mtt-season-final = Крайно класиране на турнирния сезон { $start } – { $end }
mtt-season-line = { $rank }. { $player } · { $points } точки
choice-top-ten-percent = първите 10 %
choice-top-fifteen-percent = първите 15 %
choice-top-twenty-percent = първите 20 %
choice-winner-takes-all = победителят взема всичко

## Running multi-table tournaments (the conductor and its tables)
mtt-table_conducted = Турнирната маса се затваря, когато турнирът я разпусне.
mtt-table_thread = { $name } · маса { $number }
mtt-started = { $name } започна на { $tables } маси: намерете мястото си в нишките по-долу. Успех!
mtt-results-title = Резултати от { $name }
mtt-results-line = { $place }-{ ORDINAL($place) ->
    [vo] во
    [ro] ро
    [to] то
    [mo] мо
    [no] но
   *[other] о
} · { $player } · { $prize }
mtt-running-level = Ниво { $level }: блайндове { $small }/{ $big }, анте { $ante } · следващо ниво след { $minutes } мин { $seconds } с
mtt-running-players = Останали играчи { $left } от { $entrants } · среден стек { $average }
mtt-running-prizes = Изплащания: { $prizes }
mtt-running-break = Почивка: играта продължава със следващото ниво.
mtt-running-your_table = Вашата маса: { $table }
mtt-cancelled_running = { $name } е отменен: наградният фонд е разделен между останалите играчи според правилата.
mtt-running-leaders = Лидери по чипове: { $leaders }
mtt-season-current = Турнирен сезон { $start } – { $end }
mtt-season-empty = Все още няма турнирни точки този сезон.
choice-season = сезонни точки

## Tournaments: the ICM deal, shared places, season pages, repeats, computer players
cmd-poker-tournament-deal = Предложи ICM сделка на финалната маса (играч, който още е в играта)
mtt-deal-proposal = { $player } предлага ICM сделка, която да завърши { $name }: всеки играч взима очакваната си награда според чиповете. Всички трябва да приемат до { $seconds } секунди; масата чака дотогава.
mtt-deal-line = { $yes } { $player } · { $chips } чипа · взима { $prize }
mtt-deal-declined = Отказано: сделката отпада и играта продължава.
mtt-deal-agreed = Всички приеха: турнирът завършва с тази сделка.
mtt-deal-expired = Времето за сделката изтече: играта продължава.
mtt-deal-proposed = Сделката ви е предложена в нишката на финалната маса.
mtt-deal-after_hand = Сделката ви ще бъде предложена в нишката на финалната маса, когато тази ръка свърши.
mtt-button-accept = Приемам
mtt-button-decline = Отказвам
mtt-results-by_deal = Резултати от { $name } (завършен със сделка)
tournament-deal_final = Сделка може да се предложи само на финалната маса, с поне двама останали играчи.
tournament-deal_players = Само играчите, които още са в играта, могат да предлагат или да отговарят на сделка.
tournament-deal_open = Вече има предложена сделка: първо отговорете на нея.
tournament-deal_robots = В играта още има компютърни играчи: сделката иска съгласието на всички, затова не се предлага.
tournament-deal_late = Няма сделка, докато записването е отворено: наградният фонд още може да расте.
tournament-deal_gone = Тази сделка вече не е отворена.
mtt-place = { $place }-{ ORDINAL($place) ->
    [vo] во
    [ro] ро
    [to] то
    [mo] мо
    [no] но
   *[other] о
}
mtt-place-range = { $best }-{ ORDINAL($best) ->
    [vo] во
    [ro] ро
    [to] то
    [mo] мо
    [no] но
   *[other] о
}–{ $worst }-{ ORDINAL($worst) ->
    [vo] во
    [ro] ро
    [to] то
    [mo] мо
    [no] но
   *[other] о
}
mtt-results-shared = { $places } · { $player } · { $prize }
mtt-running-your_place = Завършихте { $places } · награда { $prize }
mtt-season-page = Страница { $page }
opt-mtt-repeat = Отвори следващия ден или седмица по-късно, когато този свърши (нужен е start_in)
choice-daily = всеки ден
choice-weekly = всяка седмица
mtt-lobby-repeat-daily = Повтаря се всеки ден: следващият се отваря, когато този свърши.
mtt-lobby-repeat-weekly = Повтаря се всяка седмица: следващият се отваря, когато този свърши.
mtt-repeat-next = Следващият { $name } е отворен за записване тук.
tournament-repeat_start = Повтарящ се турнир има нужда от начален час: дайте `start_in` над 0.
mtt-series_stopped = Поредицата му спира тук: няма да се отвори следващ.
opt-mtt-bots = Компютърни играчи, които да допълнят полето (безплатни места; не печелят чипове)
tournament-bots_off = Компютърните играчи са изключени на този сървър (`/poker settings bots`).
mtt-lobby-bots = { $count } компютърни играчи влизат при старта (не печелят чипове).

## A running tournament: late entries, rebuys, the add-on, pause and resume
cmd-poker-tournament-rebuy = Ребай, докато записването е отворено (със стек до началния или без чипове)
cmd-poker-tournament-addon = Вземи адона на нивото или почивката, с които записването приключва
cmd-poker-tournament-pause = Спри часовника на турнира (организаторът или Управление на сървъра)
cmd-poker-tournament-resume = Пусни отново часовника на турнира (организаторът или Управление на сървъра)
tournament-late_closed = Записването за този турнир приключи.
tournament-rebuys_off = Този турнир няма ребаи.
tournament-rebuy_closed = Ребаите приключиха със записването.
tournament-rebuy_stack = Ребай се взема със стек до началния стек от { $n }.
tournament-addon_off = Този турнир няма адон.
tournament-addon_closed = Адонът се предлага само когато записването приключва (последното му ниво или почивката след него).
tournament-paused = Часовникът на турнира вече е спрян.
tournament-not_paused = Часовникът на турнира не е спрян.
mtt-registered_late = Включен си в { $name }: { $entry } отидоха в наградния фонд. Твоето място: { $table } (раздават ти от следващата ръка там).
mtt-rebuy-given = Ребаят е взет: { $entry } отидоха в наградния фонд и { $chips } чипа са в стека ти на { $table }.
mtt-rebuy-owed = Ребаят е взет: { $entry } отидоха в наградния фонд; { $chips } чипа влизат в стека ти на { $table }, когато ръката там свърши.
mtt-addon-given = Адонът е взет: { $entry } отидоха в наградния фонд и { $chips } чипа са в стека ти на { $table }.
mtt-addon-owed = Адонът е взет: { $entry } отидоха в наградния фонд; { $chips } чипа влизат в стека ти на { $table }, когато ръката там свърши.
mtt-paused = { $name } е на пауза: започнатите ръце се довършват и нова ръка не се раздава до продължаването.
mtt-resumed = { $name } продължава: часовникът отново върви.
mtt-running-paused = На пауза: няма нова ръка, докато организаторът не продължи.
mtt-running-late_open = Късното записване е отворено до ниво { $level }: `/poker tournament register`.
mtt-running-addon_open = Адонът се предлага сега: `/poker tournament addon`.
