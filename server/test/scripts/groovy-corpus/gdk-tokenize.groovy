println 'a, b,,c'.tokenize(',')
println '  one two  three '.tokenize()
println 'k=v;x=y'.tokenize(';=')
