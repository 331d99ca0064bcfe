function __dnd_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __dnd_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __dnd_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __dnd_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __dnd_parse_tokens -S
    set -l unparsed_tokens (__dnd_tokens -pc)
    switch $unparsed_tokens[1]
    case 'dnd'
        __dnd_parse_subcommand -r 1 'c=' 'scene=' 'demo=' 'mode=' 'screen-reader' 'json' 'no-color' 'no-history' 'keep-going' 'echo' 'speak' 'view' 'no-view' 'language=' 'record=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __dnd_parse_subcommand -r 1 'version'
        end
    end
end

function __dnd_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __dnd_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __dnd_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __dnd_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__dnd_tokens -p)
    if test -z "$(__dnd_tokens -t)"
        set -l index (count (__dnd_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'dnd' -f
complete -c 'dnd' -n '__dnd_should_offer_completions_for_positional "dnd" -ge 1' -fa '(set -l exts \'dnd\' \'md\' \'markdown\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" c' -s 'c' -d 'Run these commands, one a line or separated by semicolons.' -rfka ''
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" scene' -l 'scene' -d 'Open this scene file or Markdown board first.' -rfa '(set -l exts \'json\' \'md\' \'markdown\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" demo' -l 'demo' -d 'Start on this bundled demo scene.' -rfka 'kanban two-views palette grid bounded board outline'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" mode' -l 'mode' -d 'The output mode, visual, screen-reader, json.' -rfka 'visual screen-reader json'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" screen-reader' -l 'screen-reader' -d 'Shorthand for --mode screen-reader.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" json' -l 'json' -d 'Shorthand for --mode json.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" no-color' -l 'no-color' -d 'Never use color.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" no-history' -l 'no-history' -d 'Do not read or write the interactive history file.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" keep-going' -l 'keep-going' -d 'Continue after a failed command, and exit with the first failure\'s status.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" echo' -l 'echo' -d 'Print each command before its output.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" speak' -l 'speak' -d 'Speak announcements too, through speech-dispatcher or espeak-ng.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" view' -l 'view' -d 'Draw the scene above the prompt in the interactive visual session, with the cursor on the card. On by default.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" no-view' -l 'no-view' -d 'Draw the scene above the prompt in the interactive visual session, with the cursor on the card. On by default.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" language' -l 'language' -d 'Speak and write in this language, such as en, de, fr, pt_BR. Type help languages for the list.' -rfka 'en ar bg cs da de el es et fi fr he hr hu it ja ko lt lv nb nl pl pt_BR pt_PT ro ru sk sl sr sv tr uk zh_CN zh_TW'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" record' -l 'record' -d 'Record the session as a batch file that replays it. Type help record for more.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'dnd\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" version' -l 'version' -d 'Show the version.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_positional "dnd" -eq 2' -fa 'help' -d 'Show subcommand help information.'
complete -c 'dnd' -n '__dnd_should_offer_completions_for_flags_or_options "dnd help" version' -l 'version' -d 'Show the version.'
