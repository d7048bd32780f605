def v = ''
println v ?: 'empty'
println 0 ?: 'zero'
println 'set' ?: 'unset'
