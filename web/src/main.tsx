import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import '@fontsource/lato/400.css'
import '@fontsource/lato/700.css'
import '@fontsource/league-spartan/600.css'
import '@fontsource/league-spartan/700.css'
import './styles/tokens.css'
import './styles/global.css'
import { AppProvider } from './app/provider'
import { router } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
)
