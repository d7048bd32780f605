def sb = new StringBuilder()
sb.append('a').append(1)
sb << 'z'
println sb.toString()
println sb.length()
