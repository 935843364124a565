import { createContext, useContext } from 'react'

export interface DrawerControls {
  isOpen: boolean
  open: () => void
  close: () => void
}

export const DrawerContext = createContext<DrawerControls>({ isOpen: false, open: () => {}, close: () => {} })

export const useDrawer = () => useContext(DrawerContext)
