def raw = null
println raw?.trim() ?: 'default'
raw = '  v  '
println raw?.trim() ?: 'default'
